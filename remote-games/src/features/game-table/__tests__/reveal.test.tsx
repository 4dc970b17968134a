import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { BowlReveal } from '../bowl-reveal';
import { DiceReveal } from '../dice-reveal';
import { FADE_MS, REVEAL_MS, revealDuration, SQUEEZE_MS, shakeMs, type RevealMode } from '../reveal-timing';
import { OPEN_DISTANCE } from '../use-bowl-drag';
import { prefersReducedMotion, useReveal, type RevealInput } from '../use-reveal';

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

describe('the reveal in the result phase', () => {
  const NOW = 1_800_000_000_000;
  const at = (drawnAgo: number, phaseLeft: number | null, mode: RevealMode = 'animate') =>
    revealDuration({ now: NOW, drawnAt: NOW - drawnAgo, phaseEndsAt: phaseLeft === null ? null : NOW + phaseLeft, mode });

  it('a result arriving live, with the phase long enough, is shaken and lifted for 2 to 3 s', () => {
    expect(REVEAL_MS).toBeGreaterThanOrEqual(2_000);
    expect(REVEAL_MS).toBeLessThanOrEqual(3_000);
    expect(at(200, 15_000)).toBe(REVEAL_MS);
    expect(at(200, null)).toBe(REVEAL_MS);
    // 60 % shaking, then the lift.
    expect(shakeMs(REVEAL_MS)).toBe(1_560);
  });

  it('a short result phase (as the end-to-end tests run) gets a shorter one: half of what is left at most', () => {
    expect(at(100, 4_000)).toBe(2_000);
    expect(at(100, 1_000)).toBe(500);
    // Too short to be seen: the result shows at once.
    expect(at(100, 500)).toBe(0);
    expect(at(100, -200)).toBe(0);
  });

  it('a page that learns of the result late plays only what is left of it, or none', () => {
    // Within a second of the draw: the time the result takes to reach a live page.
    expect(at(900, 10_000)).toBe(REVEAL_MS);
    expect(at(2_000, 10_000)).toBe(REVEAL_MS - 1_000);
    expect(at(3_500, 10_000)).toBe(0);
    expect(at(5_000, 10_000)).toBe(0);
  });

  it('less motion: a short fade; the player opening the bowl: more time, still inside the phase', () => {
    expect(at(100, 15_000, 'fade')).toBe(FADE_MS);
    expect(at(100, 15_000, 'squeeze')).toBe(SQUEEZE_MS);
    expect(at(100, 8_000, 'squeeze')).toBe(4_000);
  });
});

describe('useReveal', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  const input = (key: number | null, drawnAgo = 0, phaseLeft: number | null = 15_000, mode: RevealMode = 'animate'): RevealInput => ({
    key,
    drawnAt: key === null ? null : Date.now() - drawnAgo,
    phaseEndsAt: key === null || phaseLeft === null ? null : Date.now() + phaseLeft,
    mode,
  });

  it('is on for the whole reveal when a new round result arrives, not for one already on screen long ago', () => {
    const { result, rerender } = renderHook((props: RevealInput) => useReveal(props), { initialProps: input(5, 8_000) });
    expect(result.current.revealing).toBe(false);
    rerender(input(null));
    expect(result.current.revealing).toBe(false);
    rerender(input(6));
    expect(result.current.revealing).toBe(true);
    expect(result.current.durationMs).toBe(REVEAL_MS);
    act(() => {
      jest.advanceTimersByTime(REVEAL_MS - 1);
    });
    expect(result.current.revealing).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current.revealing).toBe(false);
  });

  it('a short result phase: the reveal ends in time for the player to read the result', () => {
    const { result } = renderHook(() => useReveal(input(9, 0, 3_000)));
    expect(result.current.durationMs).toBe(1_500);
    act(() => {
      jest.advanceTimersByTime(1_500);
    });
    expect(result.current.revealing).toBe(false);
  });

  it('a page opened 2 s after the draw plays the rest of it', () => {
    const { result } = renderHook(() => useReveal(input(9, 2_000)));
    expect(result.current.revealing).toBe(true);
    act(() => {
      jest.advanceTimersByTime(REVEAL_MS - 1_000);
    });
    expect(result.current.revealing).toBe(false);
  });

  it('the player can end it sooner (the bowl opened by hand); a switch moved meanwhile does not replan it', () => {
    const { result, rerender } = renderHook((props: RevealInput) => useReveal(props), { initialProps: input(null) });
    rerender(input(9, 0, 15_000, 'squeeze'));
    expect(result.current).toMatchObject({ revealing: true, mode: 'squeeze', durationMs: SQUEEZE_MS });
    rerender(input(9, 0, 15_000, 'animate'));
    expect(result.current.mode).toBe('squeeze');
    act(() => result.current.finish());
    expect(result.current.revealing).toBe(false);
  });
});

describe('with reduced motion asked for', () => {
  it('the result fades in quickly instead of a tumble', () => {
    const before = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      expect(prefersReducedMotion()).toBe(true);
      const { rerender } = render(<BowlReveal coins={null} revealing={false} motion="fade" />);
      rerender(<BowlReveal coins={['red', 'red', 'white', 'white']} revealing motion="fade" durationMs={FADE_MS} />);
      expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'fading');
    } finally {
      if (before) Object.defineProperty(window, 'matchMedia', before);
      else delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});

describe('nặn: the player opens the bowl', () => {
  const coins = ['red', 'white', 'red', 'red'] as const;

  // jsdom has no PointerEvent: a mouse event with the pointer's id stands in for touch and mouse alike.
  beforeAll(() => {
    if (window.PointerEvent) return;
    class PointerEventLike extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: PointerEventLike });
  });

  it('dragging the bowl far enough opens it; a short pull drops it back', () => {
    const onOpen = jest.fn();
    render(<BowlReveal coins={[...coins]} revealing motion="squeeze" onOpen={onOpen} />);
    const bowl = screen.getByTestId('bowl');
    expect(bowl).toHaveAttribute('data-state', 'squeeze');
    expect(screen.getByText('Kéo bát để mở')).toBeInTheDocument();
    // Not named while the bowl still covers them.
    expect(screen.getByTestId('coins')).toHaveAccessibleName('Đang mở bát');

    fireEvent.pointerDown(bowl, { pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerMove(bowl, { pointerId: 1, clientX: 110, clientY: 170 });
    // The bowl follows the finger.
    expect(bowl.style.transform).toContain('10px');
    fireEvent.pointerUp(bowl, { pointerId: 1, clientX: 110, clientY: 170 });
    expect(onOpen).not.toHaveBeenCalled();
    expect(bowl.style.transform).toBe('');

    fireEvent.pointerDown(bowl, { pointerId: 2, clientX: 100, clientY: 200 });
    // Another finger's moves are not this drag's.
    fireEvent.pointerUp(bowl, { pointerId: 3, clientX: 100, clientY: 0 });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.pointerMove(bowl, { pointerId: 2, clientX: 100, clientY: 200 - OPEN_DISTANCE });
    fireEvent.pointerUp(bowl, { pointerId: 2, clientX: 100, clientY: 200 - OPEN_DISTANCE });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("'Mở bát' opens it from the keyboard or a screen reader", () => {
    const onOpen = jest.fn();
    const { rerender } = render(<BowlReveal coins={[...coins]} revealing motion="squeeze" onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Mở bát' });
    button.focus();
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Once open (by hand, or by itself at the reveal's end), the button is gone and the coins are named.
    rerender(<BowlReveal coins={[...coins]} revealing={false} motion="squeeze" onOpen={onOpen} />);
    expect(screen.queryByRole('button', { name: 'Mở bát' })).not.toBeInTheDocument();
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'up');
    expect(screen.getByTestId('coins')).toHaveAccessibleName('Đỏ, Trắng, Đỏ, Đỏ');
  });

  it('nothing to drag while betting or once the bowl is off', () => {
    const onOpen = jest.fn();
    render(<BowlReveal coins={null} revealing={false} motion="squeeze" onOpen={onOpen} />);
    const bowl = screen.getByTestId('bowl');
    fireEvent.pointerDown(bowl, { pointerId: 1, clientX: 0, clientY: 200 });
    fireEvent.pointerMove(bowl, { pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(bowl, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Mở bát' })).not.toBeInTheDocument();
  });
});
