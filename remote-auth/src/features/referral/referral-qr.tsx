import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Skeleton } from '@app/shared';
import * as s from './referral.css';

// The sign-up link as a QR, for a friend standing next to the player: drawn in the page (an SVG,
// from the same library the server draws VietQR codes with), so the server never learns the origin
// the player shares. A link that cannot be drawn shows nothing: the link and its buttons remain.
export function ReferralQr({ link }: { link: string }) {
  const [svg, setSvg] = useState<{ link: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}` }),
      () => live && setSvg({ link, src: null }),
    );
    return () => {
      live = false;
    };
  }, [link]);

  if (!svg || svg.link !== link) return <Skeleton width={200} height={200} radius={12} className={s.qrFrame} aria-hidden="true" />;
  if (!svg.src) return null;
  return (
    <div className={s.qrFrame}>
      <img src={svg.src} alt="Mã QR của link mời đăng ký" className={s.qr} data-testid="referral-qr" />
    </div>
  );
}
