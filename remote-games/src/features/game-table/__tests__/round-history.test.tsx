import { VOID_REVEAL_TEXTS } from '@app/shared/signed-in';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RoundHistory } from '../round-history';
import { taixiuResult, voidTaixiu } from './fixtures';

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

it('a void round says it was called off and why; its would-be draw, once published, is checked like any round', () => {
  const onVerify = jest.fn();
  const pending = voidTaixiu(99, null);
  const revealed = voidTaixiu(98, [6, 5, 4]);
  render(<RoundHistory results={[taixiuResult(100, [1, 2, 3]), pending, revealed]} onVerify={onVerify} />);
  expect(rows()).toHaveLength(3);

  const waiting = screen.getByTestId('history-99');
  expect(waiting).toHaveAttribute('data-status', 'void');
  expect(waiting).toHaveTextContent('Phiên bị hủy');
  expect(screen.getByTestId('history-99-reason')).toHaveTextContent('Phiên bị hủy: máy chủ không tạo được kết quả đã cam kết');
  expect(screen.getByTestId('history-99-would-be')).toHaveTextContent('Kết quả lẽ ra: chưa công bố');
  // Nothing to check before the seed is published.
  expect(within(waiting).queryByRole('button')).not.toBeInTheDocument();

  expect(screen.getByTestId('history-98-would-be')).toHaveTextContent('Kết quả lẽ ra: Tài');
  fireEvent.click(screen.getByRole('button', { name: 'Kiểm tra phiên #98 (phiên bị hủy)' }));
  expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 98, status: 'void', seed: 'c'.repeat(64), dice: [6, 5, 4] }));
});

it('a void round whose seed can never be published says so', () => {
  render(<RoundHistory results={[voidTaixiu(7, null, { reveal: 'never', revealText: VOID_REVEAL_TEXTS.never })]} onVerify={jest.fn()} />);
  expect(screen.getByTestId('history-7-would-be')).toHaveTextContent('chưa công bố và không thể công bố');
});

it('says how many rounds were called off on the chain in use, the one before, and in all', () => {
  const fairness = {
    gameType: 'taixiu',
    chainId: 4,
    commitment: 'd'.repeat(64),
    chainLength: 10_000,
    currentSessionId: 101,
    previousSeed: 'e'.repeat(64),
    previousChain: { chainId: 3, commitment: 'f'.repeat(64), voidedRounds: 1 },
    voidedRounds: 0,
    voids: { total: 2, unrevealed: 1 },
    recipe: '',
  } as const;
  const { rerender } = render(<RoundHistory results={[taixiuResult(100, [1, 2, 3])]} onVerify={jest.fn()} fairness={fairness} />);
  expect(screen.getByTestId('history-voids')).toHaveTextContent(
    'Chuỗi #4: không có phiên nào bị hủy trong chuỗi này. Chuỗi trước #3: 1 phiên bị hủy trong chuỗi này. Tổng cộng 2 phiên bị hủy, 1 phiên chưa công bố kết quả lẽ ra.',
  );
  rerender(<RoundHistory results={[]} onVerify={jest.fn()} fairness={{ ...fairness, voidedRounds: 3, previousChain: null }} />);
  expect(screen.getByTestId('history-voids')).toHaveTextContent('Chuỗi #4: 3 phiên bị hủy trong chuỗi này.');
});
