import { OPERATOR_TEXT_MAX, PENDING_CHANGE_LABELS, formatVietnamDateTime, type PendingChangeDto } from '@app/shared/contracts';

// What the console and the CLI say about maker-checker changes.
export const PENDING_CHANGE_MESSAGES = {
  requested: (change: PendingChangeDto) =>
    change.executeAfter
      ? `Đã gửi yêu cầu "${PENDING_CHANGE_LABELS[change.kind]}" (#${change.id}). Không có quản trị viên thứ hai để duyệt: ` +
        `yêu cầu sẽ tự thực hiện lúc ${formatVietnamDateTime(change.executeAfter)} nếu bạn không hủy.`
      : `Đã gửi yêu cầu "${PENDING_CHANGE_LABELS[change.kind]}" (#${change.id}). Cần một quản trị viên khác duyệt trước khi thực hiện.`,
  alreadyWaiting: 'Đã có một yêu cầu cho mục này đang chờ duyệt. Hãy duyệt, từ chối hoặc hủy yêu cầu đó trước.',
  notFound: 'Không tìm thấy yêu cầu chờ duyệt.',
  alreadyDecided: 'Yêu cầu này đã được xử lý.',
  ownChange: 'Bạn không thể tự duyệt yêu cầu của chính mình: cần một quản trị viên khác.',
  rejectOwn: 'Bạn không thể từ chối yêu cầu của chính mình: hãy dùng Hủy.',
  makerGone: 'Người tạo yêu cầu đã bị vô hiệu hóa hoặc đổi vai trò: yêu cầu không còn hiệu lực.',
  rowTaken: 'Dữ liệu đã thay đổi kể từ khi yêu cầu được tạo (ví dụ số tài khoản đã có).',
  notMaker: 'Chỉ người tạo yêu cầu mới hủy được yêu cầu này.',
  cannotApprove: 'Tài khoản của bạn không có quyền duyệt loại yêu cầu này.',
  reasonRequired: 'Vui lòng nhập lý do từ chối.',
  reasonTooLong: `Lý do tối đa ${OPERATOR_TEXT_MAX} ký tự.`,
  statusInvalid: 'Trạng thái phải là PENDING, APPLIED, REJECTED hoặc CANCELLED.',
  approved: (id: number) => `Đã duyệt và thực hiện yêu cầu #${id}.`,
  rejected: (id: number) => `Đã từ chối yêu cầu #${id}.`,
  cancelled: (id: number) => `Đã hủy yêu cầu #${id}.`,
  // A solo-mode change whose delay ended but which could no longer be applied (the order was handled
  // meanwhile, the account number taken): it is closed with the reason.
  couldNotApply: (why: string) => `Không thực hiện được khi hết thời gian chờ: ${why}`,
  // An approval that found the change could no longer apply: the change is closed, nothing moved.
  couldNotApplyNow: (why: string) => `Không thực hiện được: ${why}. Yêu cầu đã được đóng, không có tiền nào được chuyển.`,
} as const;
