import { toast } from 'react-toastify';
import { notify } from '../notify';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

describe('notify', () => {
  beforeEach(() => jest.clearAllMocks());

  it.each(['success', 'error', 'info', 'warning'] as const)('%s uses the message as toastId', (type) => {
    notify[type]('Bạn thao tác quá nhanh, vui lòng thử lại sau.');
    expect(toast[type]).toHaveBeenCalledWith('Bạn thao tác quá nhanh, vui lòng thử lại sau.', {
      toastId: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.',
    });
  });

  it('keeps extra options but not a different id', () => {
    notify.error('Lỗi', { autoClose: 1000 });
    expect(toast.error).toHaveBeenCalledWith('Lỗi', { toastId: 'Lỗi', autoClose: 1000 });
  });

  it('shows nothing for an empty message', () => {
    notify.error('');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
