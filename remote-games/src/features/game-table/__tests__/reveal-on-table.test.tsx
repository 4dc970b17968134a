import { act, fireEvent, screen } from '@testing-library/react';
import { balanceHold, holdBalance, resetBalance, setBalance } from '@app/shared';
import { MUSIC_KEY, setEffectsOn, setMusicOn, setSqueezeOn, SQUEEZE_KEY, soundPreference } from '@app/shared/signed-in';
import { renderWithProviders } from '@app/shared/test-utils';
import type { GameSessionView } from '../../game-session/game-session-types';
import { loadLeaderboard } from '../../leaderboard/leaderboard-section';
import { loadSoiCauViews } from '../../soi-cau/soi-cau-panel';
import { play } from '../../table-sound/table-sound';
import { GameTable } from '../game-table';
import { REVEAL_MS, SQUEEZE_MS } from '../reveal-timing';
import { makeActions, makeView, settledEvent, taixiuResult, xocdiaResult } from './fixtures';

// The sounds are counted, not made.
jest.mock('../../table-sound/table-sound', () => ({
  ...jest.requireActual('../../table-sound/table-sound'),
  play: jest.fn(() => true),
  unlock: jest.fn(),
}));
const played = () => (play as jest.Mock).mock.calls.map(([sound]) => sound as string);

// The parts that come after the table, in before the tests: drawn at once, as once their chunks are in.
beforeAll(() => Promise.all([loadSoiCauViews(), loadLeaderboard()]));
beforeEach(() => {
  jest.useFakeTimers({ now: 1_800_000_000_000 });
  (play as jest.Mock).mockClear();
  setSqueezeOn(false);
});
afterEach(() => {
  jest.useRealTimers();
  resetBalance();
});

function renderTable(overrides: Partial<GameSessionView> = {}) {
  const actions = makeActions();
  const utils = renderWithProviders(<GameTable view={makeView(overrides)} actions={actions} />);
  const update = (next: Partial<GameSessionView>) =>
    utils.rerender(<GameTable view={makeView({ ...overrides, ...next })} actions={actions} />);
  return { ...utils, actions, update };
}

// A switch's store tells the screen a moment later (valtio batches its changes).
const press = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('the reveal fits the result phase the round status gives', () => {
  it('8 s of result phase left: the whole 2.6 s reveal; 2 s left: 1 s', () => {
    const { update } = renderTable();
    update({ phase: 'result', resultEndsAt: Date.now() + 8_000, result: taixiuResult(120, [6, 6, 6], { settledAt: Date.now() }) });
    advance(REVEAL_MS - 1);
    expect(screen.queryByTestId('result-banner')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByTestId('result-banner')).toBeInTheDocument();

    update({ roundId: 121, phase: 'betting', result: null });
    update({
      roundId: 121,
      phase: 'result',
      resultEndsAt: Date.now() + 2_000,
      result: taixiuResult(121, [1, 1, 2], { settledAt: Date.now() }),
    });
    expect(screen.getByTestId('dice')).toHaveAttribute('data-rolling', 'true');
    advance(1_000);
    expect(screen.getByTestId('result-banner')).toHaveTextContent('Phiên #121');
  });

  it('on the server clock: a page whose clock runs 3 s behind still ends the reveal inside the phase', () => {
    const { update } = renderTable();
    // The server says 3 s later than the page: its result phase ends 4 s from now on the page's clock.
    update({
      phase: 'result',
      clockOffsetMs: 3_000,
      resultEndsAt: Date.now() + 3_000 + 4_000,
      result: taixiuResult(120, [6, 6, 6], { settledAt: Date.now() + 3_000 }),
    });
    advance(1_999);
    expect(screen.queryByTestId('result-banner')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByTestId('result-banner')).toBeInTheDocument();
  });
});

describe('the announcement waits for the reveal', () => {
  it("the header's balance stays as it was, and the win sounds as big as it is once the dice are up", async () => {
    setBalance(1_000_000);
    const { update } = renderTable();
    // The session holds the balance shown on the round's result, then the payout comes in.
    await act(async () => {
      holdBalance();
      setBalance(1_198_000);
    });
    update({
      phase: 'result',
      result: taixiuResult(120, [6, 6, 6], { settledAt: Date.now() }),
      settled: settledEvent(120, 100_000, 198_000),
    });
    expect(balanceHold.held).toBe(1_000_000);
    expect(played()).toEqual(['shake', 'lift']);
    advance(REVEAL_MS - 1);
    expect(balanceHold.held).toBe(1_000_000);
    expect(played()).not.toContain('win-small');
    expect(screen.queryByTestId('result-mine')).not.toBeInTheDocument();
    advance(1);
    expect(balanceHold.held).toBeNull();
    expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thắng +98.000 đ');
    expect(played()).toEqual(['shake', 'lift', 'win-small']);
  });

  it('a result shown at once (the page came late) lets the balance go at once', () => {
    const { update } = renderTable();
    holdBalance();
    update({
      phase: 'result',
      result: taixiuResult(120, [6, 6, 6], { settledAt: Date.now() - 6_000 }),
      settled: settledEvent(120, 10_000, 150_000),
    });
    expect(balanceHold.held).toBeNull();
    expect(played()).toEqual(['win-big']);
  });

  it('a table closed mid-reveal lets the balance go', () => {
    const { update, unmount } = renderTable();
    holdBalance();
    update({ phase: 'result', result: taixiuResult(120, [6, 6, 6], { settledAt: Date.now() }) });
    expect(balanceHold.held).not.toBeNull();
    unmount();
    expect(balanceHold.held).toBeNull();
  });
});

describe('nặn at the xóc đĩa table', () => {
  const older = [xocdiaResult(119, ['red', 'white', 'white', 'white'])];
  const result = () => xocdiaResult(120, ['red', 'red', 'red', 'red'], { settledAt: Date.now() });

  it('off by default; the switch beside the plate turns it on and is remembered', async () => {
    renderTable({ game: 'xocdia', totals: {} });
    const toggle = screen.getByRole('switch', { name: 'Tự nặn bát' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await press(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(SQUEEZE_KEY)).toBe('on');
  });

  it("on: the bowl waits for the player's 'Mở bát', and the result shows when they open it", () => {
    setSqueezeOn(true);
    const { update } = renderTable({ game: 'xocdia', totals: {}, history: older });
    update({ phase: 'result', result: result(), history: [result(), ...older] });
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'squeeze');
    expect(screen.getByText('Kéo bát để mở')).toBeInTheDocument();
    advance(REVEAL_MS);
    // Still the player's to open, after the time an ordinary reveal takes.
    expect(screen.queryByTestId('history-120')).not.toBeInTheDocument();
    expect(played()).toEqual(['shake']);
    fireEvent.click(screen.getByRole('button', { name: 'Mở bát' }));
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'up');
    expect(screen.getByTestId('result-banner')).toHaveTextContent('Chẵn · 4 Đỏ');
    expect(screen.getByTestId('history-120')).toBeInTheDocument();
    expect(played()).toEqual(['shake', 'lift']);
  });

  it('on, and left alone: the bowl opens by itself at the end of the reveal, inside the result phase', () => {
    setSqueezeOn(true);
    const { update } = renderTable({ game: 'xocdia', totals: {}, history: older });
    update({ phase: 'result', resultEndsAt: Date.now() + 8_000, result: result(), history: [result(), ...older] });
    advance(3_999);
    expect(screen.queryByTestId('result-banner')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'up');
    expect(screen.getByTestId('result-banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở bát' })).not.toBeInTheDocument();
  });

  it('with a long phase it waits no longer than its own time', () => {
    setSqueezeOn(true);
    const { update } = renderTable({ game: 'xocdia', totals: {} });
    update({ phase: 'result', resultEndsAt: Date.now() + 60_000, result: result() });
    advance(SQUEEZE_MS);
    expect(screen.getByTestId('result-banner')).toBeInTheDocument();
  });

  it('tài xỉu has no nặn: the cup is shaken and lifted on schedule', () => {
    setSqueezeOn(true);
    const { update } = renderTable();
    update({ phase: 'result', result: taixiuResult(120, [6, 6, 6], { settledAt: Date.now() }) });
    expect(screen.queryByRole('switch', { name: 'Tự nặn bát' })).not.toBeInTheDocument();
    expect(screen.getByTestId('dice-cup')).toBeInTheDocument();
    advance(REVEAL_MS);
    expect(screen.getByTestId('result-banner')).toBeInTheDocument();
  });
});

describe("the table's two sound switches", () => {
  it('music and effects apart, each remembered on the device', async () => {
    setMusicOn(false);
    setEffectsOn(true);
    renderTable();
    const music = screen.getByRole('switch', { name: 'Nhạc nền' });
    const effects = screen.getByRole('switch', { name: 'Hiệu ứng âm thanh' });
    expect(music).toHaveAttribute('aria-checked', 'false');
    expect(effects).toHaveAttribute('aria-checked', 'true');
    await press(music);
    expect(music).toHaveAttribute('aria-checked', 'true');
    expect(soundPreference).toMatchObject({ music: true, effects: true });
    await press(effects);
    expect(effects).toHaveAttribute('aria-checked', 'false');
    expect(soundPreference).toMatchObject({ music: true, effects: false });
    expect(localStorage.getItem(MUSIC_KEY)).toBe('on');
    await act(async () => setMusicOn(false));
  });
});
