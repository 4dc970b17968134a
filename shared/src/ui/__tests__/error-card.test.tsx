import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCard } from '../error-card';

describe('ErrorCard', () => {
  it('shows a Vietnamese title and message by default', () => {
    render(<ErrorCard onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Đã xảy ra lỗi');
    expect(alert).toHaveTextContent('Không thể tải dữ liệu. Vui lòng thử lại.');
  });

  it('calls onRetry from the Thử lại button', async () => {
    const onRetry = jest.fn();
    render(<ErrorCard title="Không tải được lịch sử" message="Lỗi mạng" onRetry={onRetry} />);
    expect(screen.getByText('Không tải được lịch sử')).toBeInTheDocument();
    expect(screen.getByText('Lỗi mạng')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Thử lại' });
    expect(retry).toHaveAttribute('type', 'button');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorCard />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('blocks a second retry while one is running', async () => {
    const onRetry = jest.fn();
    render(<ErrorCard onRetry={onRetry} retrying />);
    const retry = screen.getByRole('button', { name: 'Thử lại' });
    expect(retry).toBeDisabled();
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
