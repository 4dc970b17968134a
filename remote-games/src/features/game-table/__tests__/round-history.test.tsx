import { fireEvent, render, screen } from '@testing-library/react';
import { RoundHistory } from '../round-history';
import { taixiuResult } from './fixtures';

const rounds = (n: number, newest = 100) => Array.from({ length: n }, (_, i) => taixiuResult(newest - i, [1, 2, 3]));
const rows = () => screen.getAllByTestId(/^history-\d+$/);

it('shows ten rounds, each with its own verify button, and ten more per Xem thêm', () => {
  const onVerify = jest.fn();
  render(<RoundHistory results={rounds(25)} onVerify={onVerify} />);
  expect(rows()).toHaveLength(10);
  fireEvent.click(screen.getByRole('button', { name: 'Kiểm tra phiên #97' }));
  expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 97 }));
  fireEvent.click(screen.getByTestId('history-more'));
  expect(rows()).toHaveLength(20);
  fireEvent.click(screen.getByTestId('history-more'));
  expect(rows()).toHaveLength(25);
  expect(screen.queryByTestId('history-more')).not.toBeInTheDocument();
});

it('asks for older rounds before the loaded ones run out, and stops offering once the first round is listed', () => {
  const onLoadOlder = jest.fn();
  const { rerender } = render(<RoundHistory results={rounds(15)} onVerify={jest.fn()} hasOlder onLoadOlder={onLoadOlder} />);
  fireEvent.click(screen.getByTestId('history-more'));
  expect(onLoadOlder).toHaveBeenCalledTimes(1);
  expect(rows()).toHaveLength(15);
  rerender(
    <RoundHistory results={rounds(16, 100).concat(rounds(4, 84))} onVerify={jest.fn()} hasOlder={false} onLoadOlder={onLoadOlder} />,
  );
  expect(rows()).toHaveLength(20);
  expect(screen.queryByTestId('history-more')).not.toBeInTheDocument();
});
