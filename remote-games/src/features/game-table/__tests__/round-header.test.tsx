import { onPlayersOnline, playersOnlineStore } from '@app/shared/signed-in';
import { act, render, screen } from '@testing-library/react';
import { RoundHeader } from '../round-header';
import { secondsLeft } from '../use-server-countdown';

const LOCAL_NOW = 1_700_000_000_000;

beforeEach(() => {
  jest.useFakeTimers({ now: LOCAL_NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

it('shows the game, the round number and the phase', () => {
  render(<RoundHeader game="xocdia" roundId={4521} phase="result" endsAt={LOCAL_NOW + 10_000} clockOffsetMs={0} />);
  expect(screen.getByRole('heading', { name: 'Xóc đĩa' })).toBeInTheDocument();
  expect(screen.getByTestId('round-id')).toHaveTextContent('Phiên #4521');
  expect(screen.getByText('Đang mở kết quả')).toBeInTheDocument();
});

it('counts down on the server clock: the offset is added to the local time', () => {
  // The server clock is 3 s ahead, so a phase ending 20 s after local now has 17 s left.
  const { rerender } = render(<RoundHeader game="taixiu" roundId={7} phase="betting" endsAt={LOCAL_NOW + 20_000} clockOffsetMs={3_000} />);
  expect(screen.getByText('Đang nhận cược')).toBeInTheDocument();
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('17');
  advance(1_000);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('16');
  // Partial seconds round up: 15.75 s left reads 16.
  advance(250);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('16');
  advance(750);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('15');

  // A server behind the local clock shows more time, on the same render that brings the offset.
  rerender(<RoundHeader game="taixiu" roundId={7} phase="betting" endsAt={LOCAL_NOW + 20_000} clockOffsetMs={-5_000} />);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('23');
});

it('stops at 0 and never goes negative', () => {
  render(<RoundHeader game="taixiu" roundId={7} phase="betting" endsAt={LOCAL_NOW + 1_500} clockOffsetMs={0} />);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('2');
  advance(5_000);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('0');
  expect(secondsLeft(LOCAL_NOW - 10_000, 0, LOCAL_NOW)).toBe(0);
  expect(secondsLeft(null, 0, LOCAL_NOW)).toBe(0);
});

it('restarts with the next phase', () => {
  const { rerender } = render(<RoundHeader game="taixiu" roundId={7} phase="betting" endsAt={LOCAL_NOW + 2_000} clockOffsetMs={0} />);
  advance(3_000);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('0');
  rerender(<RoundHeader game="taixiu" roundId={7} phase="result" endsAt={LOCAL_NOW + 18_000} clockOffsetMs={0} />);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('15');
  advance(1_000);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('14');
});

it('highlights the last 5 seconds of betting only', () => {
  const { rerender } = render(<RoundHeader game="taixiu" roundId={7} phase="betting" endsAt={LOCAL_NOW + 7_000} clockOffsetMs={0} />);
  const timer = () => screen.getByRole('timer');
  expect(timer()).not.toHaveAttribute('data-urgent');
  advance(2_000);
  expect(screen.getByTestId('round-countdown')).toHaveTextContent('5');
  expect(timer()).toHaveAttribute('data-urgent', 'true');
  expect(timer()).toHaveAccessibleName('Còn 5 giây đặt cược');
  rerender(<RoundHeader game="taixiu" roundId={7} phase="result" endsAt={LOCAL_NOW + 5_000} clockOffsetMs={0} />);
  expect(timer()).not.toHaveAttribute('data-urgent');
});

it('says how many players sit at this table, once the server has said, and live', async () => {
  playersOnlineStore.figures = {};
  const { unmount } = render(<RoundHeader game="xocdia" roundId={12} phase="betting" endsAt={LOCAL_NOW + 10_000} clockOffsetMs={0} />);
  expect(screen.queryByText(/người đang chơi/)).toBeNull();
  await act(async () => onPlayersOnline({ taixiu: 40, xocdia: 2_048 }));
  expect(screen.getByText('2.048 người đang chơi')).toBeInTheDocument();
  await act(async () => onPlayersOnline({ taixiu: 40, xocdia: 2_050 }));
  expect(screen.getByText('2.050 người đang chơi')).toBeInTheDocument();
  unmount();
  playersOnlineStore.figures = {};
});
