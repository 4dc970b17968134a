// Texts of the ledger's refusals. Players read some of them (a bet or a withdrawal over the
// balance), so they are Vietnamese like every other answer.
export const LEDGER_MESSAGES = {
  insufficientFunds: 'Số dư không đủ để thực hiện giao dịch',
  amountInvalid: 'Số tiền phải là số nguyên dương (đồng).',
  amountTooLarge: 'Số tiền vượt quá giới hạn cho phép.',
  sameAccount: 'Tài khoản chuyển và tài khoản nhận phải khác nhau.',
  kindMissing: 'Thiếu loại giao dịch.',
  idempotencyKeyMissing: 'Thiếu mã chống trùng lặp của giao dịch.',
  idempotencyConflict: 'Mã chống trùng lặp này đã được dùng cho một giao dịch khác.',
  accountNotFound: 'Không tìm thấy tài khoản.',
} as const;
