import { ADMIN_SEARCH_MAX, OPERATOR_TEXT_MAX, vndText } from '@app/shared/contracts';

// Texts of the deposit feature that the shared contracts do not have (operator answers, webhook
// notes, query validation). What players read in forms comes from PAYMENT_MESSAGES.
export const DEPOSIT_MESSAGES = {
  statusInvalid: 'Trạng thái không hợp lệ',
  searchInvalid: `Từ khóa tìm kiếm không hợp lệ (tối đa ${ADMIN_SEARCH_MAX} ký tự)`,
  isActiveInvalid: 'Giá trị isActive phải là true hoặc false',
  rejectReasonRequired: `Vui lòng nhập lý do từ chối (tối đa ${OPERATOR_TEXT_MAX} ký tự)`,
  assignTargetRequired: 'Vui lòng chọn đúng một người chơi (userId) hoặc một lệnh nạp (orderId)',
  userNotFound: 'Không tìm thấy người chơi',
  transferNotFound: 'Không tìm thấy giao dịch ngân hàng',
  transferAlreadyHandled: 'Giao dịch ngân hàng này đã được xử lý trước đó',
  ignoreReasonRequired: 'Vui lòng nhập lý do bỏ qua giao dịch (tối đa 500 ký tự).',
  returnReferenceRequired: 'Vui lòng nhập mã giao dịch hoàn trả của ngân hàng (tối đa 64 ký tự).',
  returnNoteTooLong: 'Ghi chú tối đa 500 ký tự.',
  transferIgnored: (id: number) => `Đã bỏ qua giao dịch ngân hàng #${id}.`,
  transferReturned: (id: number) => `Đã ghi nhận hoàn trả giao dịch ngân hàng #${id} cho người gửi.`,
  orderNotAssignable: (id: number, status: string) => `Lệnh nạp #${id} đang ở trạng thái ${status}, không thể gán giao dịch`,
  amountMismatch: (transfer: number, order: number) =>
    `Số tiền chuyển khoản (${vndText(transfer)}) không khớp với số tiền của lệnh nạp (${vndText(order)})`,
  depositConfirmedByAdmin: (id: number) => `Đã xác nhận lệnh nạp #${id}`,
  depositRejectedByAdmin: (id: number) => `Đã từ chối lệnh nạp #${id}`,
  transferAssigned: (id: number, username: string) => `Đã cộng giao dịch ngân hàng #${id} cho ${username}`,
  vendorCardOneThing: 'Đổi ngân hàng, số tài khoản hay chủ tài khoản và bật/tắt tài khoản là hai thao tác riêng: hãy làm từng việc',
  vendorCardChanged: 'Tài khoản nhận tiền đã thay đổi kể từ khi yêu cầu được tạo: hãy từ chối yêu cầu này và tạo yêu cầu mới',
  // A waiting change whose payload does not name the row it was asked for: never applied.
  changeMalformed: 'Yêu cầu không khớp với mục nó thay đổi: không thực hiện',
  // A hand confirmation of an order the bank has already reported a transfer for: the transfer is
  // what to assign (to the order), or the same money would be credited twice.
  orderHasTransfer: (orderId: number, transferId: number) =>
    `Ngân hàng đã báo giao dịch #${transferId} cho lệnh nạp #${orderId}: hãy gán giao dịch đó cho lệnh nạp thay vì xác nhận tay`,
  // A stray transfer that names an order already credited (or waiting for a hand confirmation):
  // giving it to the player as well would pay the same money twice.
  transferOrderHandled: (transferId: number, orderId: number) =>
    `Giao dịch #${transferId} thuộc lệnh nạp #${orderId} đã được xác nhận hoặc đang chờ duyệt xác nhận: không thể cộng thêm lần nữa`,
  // What a maker-checker change does, as the second operator reads it before approving.
  confirmSummary: (orderId: number, amount: number, username: string, content: string) =>
    `Cộng ${vndText(amount)} vào ví của ${username} (lệnh nạp #${orderId}, nội dung ${content}) mà ngân hàng chưa báo`,
  assignSummary: (transferId: number, amount: number, username: string, orderId: number | null) =>
    orderId === null
      ? `Cộng ${vndText(amount)} của giao dịch ngân hàng #${transferId} vào ví của ${username}`
      : `Xác nhận lệnh nạp #${orderId} của ${username} bằng giao dịch ngân hàng #${transferId} (${vndText(amount)})`,
  vendorCardCreateSummary: (bank: string, accountNumber: string, accountName: string) =>
    `Thêm tài khoản nhận tiền ${bank} ${accountNumber} (${accountName}): người chơi sẽ chuyển tiền vào tài khoản này`,
  vendorCardUpdateSummary: (id: number, before: string, after: string) =>
    `Đổi tài khoản nhận tiền #${id} từ ${before} thành ${after}: người chơi sẽ chuyển tiền vào tài khoản mới`,
  vendorCardNotFound: 'Không tìm thấy tài khoản nhận tiền',
  vendorCardDuplicate: 'Tài khoản nhận tiền này đã tồn tại',
  vendorCardCreated: 'Đã thêm tài khoản nhận tiền',
  vendorCardUpdated: 'Đã cập nhật tài khoản nhận tiền',
  vendorCardNothing: 'Không có gì để cập nhật',
  configNotFound: 'Không tìm thấy cấu hình',
  configValueRequired: 'Vui lòng nhập giá trị cấu hình',
  prefixInvalid: 'Tiền tố nội dung chuyển khoản phải gồm 1 đến 6 chữ in hoa hoặc chữ số',
  limitInvalid: 'Hạn mức phải là số nguyên dương',
  limitOrder: 'Số tiền nạp tối thiểu không được lớn hơn số tiền nạp tối đa',
  configUpdated: (id: string) => `Đã cập nhật cấu hình ${id}`,
  webhookBodyInvalid: 'Dữ liệu webhook không hợp lệ',
  // Notes on a kept transfer, for the operator who reviews it.
  noteNoCode: 'Không tìm thấy mã lệnh nạp trong nội dung chuyển khoản',
  noteAmount: (got: number, want: number) => `Sai số tiền: nhận ${vndText(got)}, lệnh nạp cần ${vndText(want)}`,
  noteSeveral: (contents: string[]) => `Nội dung nêu nhiều lệnh nạp đang chờ (${contents.join(', ')}): cần xử lý tay`,
  noteLate: 'Chuyển khoản đến sau khi lệnh nạp đã hết hạn',
  noteAccount: (got: string, want: string) => `Sai tài khoản nhận: tiền vào ${got}, lệnh nạp dùng tài khoản ${want}`,
  noteStatus: (status: string) => `Lệnh nạp đã ở trạng thái ${status}`,
  noteMatched: 'Khớp lệnh nạp, đã cộng tiền',
  noteOut: 'Giao dịch tiền ra, bỏ qua',
} as const;
