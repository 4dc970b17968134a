import { act, render, renderHook, screen } from '@testing-library/react';
import { BowlReveal } from '../bowl-reveal';
import { DiceReveal } from '../dice-reveal';
import { prefersReducedMotion, REVEAL_MS, useReveal } from '../use-reveal';

const values = () => Array.from(screen.getByTestId('dice').querySelectorAll('[data-die]')).map((d) => d.getAttribute('data-value'));

describe('DiceReveal', () => {
  it('shows three unknown dice while betting', () => {
    render(<DiceReveal dice={null} rolling={false} />);
    expect(values()).toEqual([null, null, null]);
    expect(screen.getByTestId('dice')).toHaveTextContent('???');
    expect(screen.getByText('Chờ mở kết quả')).toBeInTheDocument();
  });

  it('draws each face with its pips, then the sum and the outcome', () => {
    render(<DiceReveal dice={[6, 5, 1]} rolling={false} />);
    expect(values()).toEqual(['6', '5', '1']);
    const dice = screen.getByTestId('dice').querySelectorAll('[data-die]');
    const pips = (i: number) => dice[i].querySelectorAll('[data-pip]').length;
    expect(dice[0].children).toHaveLength(9);
    expect([pips(0), pips(1), pips(2)]).toEqual([6, 5, 1]);
    expect(screen.getByText(/Tổng/)).toHaveTextContent('Tổng 12 · Tài');
  });

  it('reads Xỉu for 4 to 10 and tumbles before showing the sum', () => {
    const { rerender } = render(<DiceReveal dice={[1, 2, 3]} rolling />);
    expect(screen.getByTestId('dice')).toHaveAttribute('data-rolling', 'true');
    expect(values()).toEqual(['1', '2', '3']);
    // A screen reader does not read the faces out before they land.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByText('Đang lắc...')).toBeInTheDocument();
    rerender(<DiceReveal dice={[1, 2, 3]} rolling={false} />);
    expect(screen.getByText(/Tổng/)).toHaveTextContent('Tổng 6 · Xỉu');
    expect(screen.getAllByRole('img', { name: /^Xúc xắc/ })).toHaveLength(3);
  });
});

describe('BowlReveal', () => {
  it('keeps the bowl down and shows no coins while betting', () => {
    render(<BowlReveal coins={null} revealing={false} />);
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'down');
    expect(screen.getByTestId('coins').querySelectorAll('[data-coin]')).toHaveLength(0);
    expect(screen.getByText('Chờ mở bát')).toBeInTheDocument();
  });

  it('lifts the bowl over four red and white coins', () => {
    const { rerender } = render(<BowlReveal coins={['red', 'white', 'red', 'red']} revealing />);
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'lifting');
    const coins = Array.from(screen.getByTestId('coins').querySelectorAll('[data-coin]')).map((c) => c.getAttribute('data-coin'));
    expect(coins).toEqual(['red', 'white', 'red', 'red']);
    // Not named while the bowl still covers them.
    expect(screen.getByTestId('coins')).toHaveAccessibleName('Đang mở bát');
    rerender(<BowlReveal coins={['red', 'white', 'red', 'red']} revealing={false} />);
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'up');
    expect(screen.getByTestId('coins')).toHaveAccessibleName('Đỏ, Trắng, Đỏ, Đỏ');
    expect(screen.getByText('3 Đỏ')).toBeInTheDocument();
    expect(screen.getByText('1 Trắng')).toBeInTheDocument();
  });
});

describe('useReveal', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('is on for a moment when a new round result arrives, not for one already on screen long ago', () => {
    const { result, rerender } = renderHook(({ key, at }) => useReveal(key, at, 1000), {
      initialProps: { key: 5 as number | null, at: (Date.now() - 8_000) as number | null },
    });
    expect(result.current).toBe(false);
    rerender({ key: null, at: null });
    expect(result.current).toBe(false);
    rerender({ key: 6, at: Date.now() });
    expect(result.current).toBe(true);
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(result.current).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('a result drawn longer ago than the reveal lasts (a page opened late in the result phase) shows at once', () => {
    const { result, rerender } = renderHook(({ key, at }) => useReveal(key, at, 1000), {
      initialProps: { key: null as number | null, at: null as number | null },
    });
    rerender({ key: 9, at: Date.now() - 1_000 });
    expect(result.current).toBe(false);
  });

  it('a page opened in the second after the draw plays the whole reveal', () => {
    const { result } = renderHook(() => useReveal(9, Date.now() - 400, 1000));
    expect(result.current).toBe(true);
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(result.current).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });
});

describe('with reduced motion asked for', () => {
  it('shows the result at once: no still pause where the tumble would be', () => {
    const before = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      expect(prefersReducedMotion()).toBe(true);
      const { result, rerender } = renderHook(
        ({ key }) => useReveal(key, key === null ? null : Date.now(), prefersReducedMotion() ? 0 : REVEAL_MS),
        {
          initialProps: { key: null as number | null },
        },
      );
      rerender({ key: 7 });
      expect(result.current).toBe(false);
    } finally {
      if (before) Object.defineProperty(window, 'matchMedia', before);
      else delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
