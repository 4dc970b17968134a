import { act } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notify } from '../notify';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
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
});
