// What the widget says and what screen readers read from it, in Vietnamese. The footer is left out:
// the page links to no outside site, and the check is ours.
export const BOT_CHECK_STRINGS: Record<string, string> = {
  ariaLinkLabel: 'Xác minh chống robot',
  enterCode: 'Nhập mã',
  enterCodeAria: 'Nhập mã bạn nghe được. Nhấn phím cách để nghe.',
  error: 'Xác minh chưa được. Bấm vào ô để thử lại.',
  expired: 'Xác minh đã hết hạn. Bấm vào ô để xác minh lại.',
  footer: '',
  getAudioChallenge: 'Nghe mã bằng âm thanh',
  label: 'Tôi không phải là robot',
  loading: 'Đang tải...',
  reload: 'Tải lại',
  verify: 'Xác minh',
  verificationRequired: 'Vui lòng xác minh bạn không phải robot.',
  verified: 'Đã xác minh',
  verifying: 'Đang xác minh, vui lòng chờ giây lát...',
  waitAlert: 'Đang xác minh, vui lòng chờ giây lát.',
  cancel: 'Hủy',
  enterCodeFromImage: 'Để tiếp tục, vui lòng nhập mã trong hình bên dưới.',
};
