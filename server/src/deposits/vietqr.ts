import QRCode from 'qrcode';
import { QRPay } from 'vietnam-qr-pay';

export interface VietQrInput {
  bin: string;
  accountNumber: string;
  // Whole đồng; without it the QR is static (the payer types the amount).
  amount?: number;
  // The transfer content (prefix_order + code), ASCII.
  purpose?: string;
}

// A NAPAS VietQR (EMVCo) payload, as a banking app scans it.
export function buildVietQr(input: VietQrInput): string {
  return QRPay.initVietQR({
    bankBin: input.bin,
    bankNumber: input.accountNumber,
    ...(input.amount === undefined ? {} : { amount: String(input.amount) }),
    ...(input.purpose === undefined ? {} : { purpose: input.purpose }),
  }).build();
}

export interface ParsedVietQr {
  valid: boolean;
  bin?: string;
  accountNumber?: string;
  amount?: number;
  purpose?: string;
}

export function parseVietQr(payload: string): ParsedVietQr {
  const qr = new QRPay(payload);
  return {
    valid: qr.isValid,
    bin: qr.consumer?.bankBin,
    accountNumber: qr.consumer?.bankNumber,
    amount: qr.amount === undefined ? undefined : Number(qr.amount),
    purpose: qr.additionalData?.purpose,
  };
}

// The PNG the dialog shows and saves ("LƯU QR").
export function qrPngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
