import { act } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notify } from '../notify';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), dismiss: jest.fn() },
}));

// notify() fetches react-toastify on first use: its call lands a few microtasks later.
const settle = () => act(async () => {});

describe('notify', () => {
  beforeEach(() => jest.clearAllMocks());

  it.each(['success', 'error', 'info', 'warning'] as const)('%s uses the message as toastId', async (type) => {
    notify[type]('Bạn thao tác quá nhanh, vui lòng thử lại sau.');
    await settle();
    expect(toast[type]).toHaveBeenCalledWith('Bạn thao tác quá nhanh, vui lòng thử lại sau.', {
      toastId: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.',
    });
  });

  it('keeps extra options but not a different id', async () => {
    notify.error('Lỗi', { autoClose: 1000 });
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Lỗi', { toastId: 'Lỗi', autoClose: 1000 });
  });

  it('shows nothing for an empty message', async () => {
    notify.error('');
    await settle();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('takes the error toasts still shown away when a success arrives: a failed try, then the retry worked', async () => {
    notify.error('Đặt cược thất bại. Vui lòng thử lại.');
    notify.error('Mất kết nối', { toastId: 'network' });
    await settle();
    expect(toast.dismiss).not.toHaveBeenCalled();

    notify.success('Đặt cược thành công');
    await settle();
    expect(toast.dismiss).toHaveBeenCalledWith('Đặt cược thất bại. Vui lòng thử lại.');
    expect(toast.dismiss).toHaveBeenCalledWith('network');
    expect(toast.success).toHaveBeenCalledWith('Đặt cược thành công', { toastId: 'Đặt cược thành công' });

    // Those errors are gone: the next success has nothing to take away.
    jest.mocked(toast.dismiss).mockClear();
    notify.success('Đã hủy cược');
    await settle();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });

  it('leaves errors alone for an info or a warning, and never dismisses a success', async () => {
    notify.success('Đặt cược thành công');
    notify.error('Số dư không đủ');
    notify.info('Phiên mới bắt đầu');
    notify.warning('Mật khẩu vừa được đổi');
    await settle();
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});
