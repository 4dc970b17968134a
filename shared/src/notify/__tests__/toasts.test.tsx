import { act, render, screen } from '@testing-library/react';
import { notify } from '../notify';
import { Toasts } from '../toasts';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
  ToastContainer: ({ position }: { position?: string }) => <div role="log">toast area {position}</div>,
}));

const settle = () => act(async () => {});

it('the toast area stays empty (react-toastify not fetched) until the first notice, then stays', async () => {
  const { rerender } = render(<Toasts position="top-center" />);
  await settle();
  expect(screen.queryByRole('log')).toBeNull();
  notify.info('Đã sao chép');
  await settle();
  expect(screen.getByRole('log')).toHaveTextContent('toast area top-center');
  rerender(<Toasts position="top-center" />);
  expect(screen.getByRole('log')).toBeInTheDocument();
});

it('a toast area drawn after react-toastify arrived shows at once', async () => {
  render(<Toasts />);
  await settle();
  expect(screen.getAllByRole('log')).toHaveLength(1);
});
