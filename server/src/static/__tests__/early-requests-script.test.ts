/**
 * @jest-environment jsdom
 */
import { STORAGE_KEYS } from '@app/shared/contracts';
import { earlyRequestsScript, SIGNED_IN_REQUESTS } from '../early-requests';

// The script the page runs before the app, run here in a browser-like page with a fake network: what
// it writes into the drawn screen's blanks, and when.

const CURRENT = '/api/game-taixiu/current';
const BALANCE = SIGNED_IN_REQUESTS[0];
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
// The server's clock runs 10 s ahead of this phone's: the countdown must not care.
const SKEW = 10_000;

const BLANKS =
  '<header data-round-phase=""><span data-fill="round">…</span><span data-fill="phase">…</span><span data-fill="countdown">…</span></header><span data-fill="balance">…</span>';

type Early = { start(): void; filled: Promise<unknown> };
const early = () => (window as unknown as { __early: Early }).__early;
const text = (fill: string) => document.querySelector(`#prerendered [data-fill="${fill}"]`)!.textContent;
const phaseOf = () => document.querySelector('#prerendered [data-round-phase]')!.getAttribute('data-round-phase');

const segment = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const answer = (body: unknown, ok = true) => ({ ok, clone: () => ({ json: async () => body }) });

async function openPage(answers: Record<string, unknown>): Promise<void> {
  document.body.innerHTML = `<div id="prerendered">${BLANKS}</div>`;
  localStorage.setItem(STORAGE_KEYS.token, `${segment({ alg: 'HS256' })}.${segment({ exp: NOW / 1000 + 900 })}.sig`);
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string) =>
    url in answers ? answer({ data: answers[url] }) : answer({}, false),
  );
  const script = earlyRequestsScript([...SIGNED_IN_REQUESTS, CURRENT]).replace(/^<script>|<\/script>$/g, '');
  new Function(script)();
  early().start();
  await early().filled;
}

const round = (over: object = {}) => ({
  sessionId: 41,
  phase: 'betting',
  serverNow: NOW + SKEW,
  endsAt: NOW + SKEW + 12_000,
  resultEndsAt: NOW + SKEW + 20_000,
  ...over,
});

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test("fills the round, its phase and a countdown that runs on the server's clock", async () => {
  await openPage({ [CURRENT]: round(), [BALANCE]: { balance: 1234000 } });
  expect([text('round'), text('phase'), text('countdown'), phaseOf()]).toEqual(['41', 'Đang nhận cược', '12', 'betting']);
  expect(text('balance')).toBe('1.234.000');
  jest.advanceTimersByTime(3_000);
  expect(text('countdown')).toBe('9');
});

test('betting ends into the result phase; past its end the round is blank again, not a stale number', async () => {
  await openPage({ [CURRENT]: round() });
  jest.advanceTimersByTime(12_000);
  expect([text('phase'), text('countdown'), phaseOf()]).toEqual(['Đang mở kết quả', '8', 'result']);
  jest.advanceTimersByTime(8_000);
  expect([text('round'), text('phase'), text('countdown')]).toEqual(['…', '…', '…']);
});

test('an answer without a usable clock or phase, or a refused one, fills nothing, and the others still fill', async () => {
  await openPage({ [CURRENT]: round({ endsAt: undefined }), [BALANCE]: { balance: 5000 } });
  expect([text('round'), text('countdown')]).toEqual(['…', '…']);
  expect(text('balance')).toBe('5.000');
  await openPage({ [CURRENT]: round({ phase: 'closed' }) });
  expect(text('phase')).toBe('…');
  await openPage({});
  expect(text('countdown')).toBe('…');
});

test('stops ticking once the app has taken the drawn screen away', async () => {
  await openPage({ [CURRENT]: round() });
  expect(jest.getTimerCount()).toBeGreaterThan(0);
  document.getElementById('prerendered')!.remove();
  jest.advanceTimersByTime(500);
  expect(jest.getTimerCount()).toBe(0);
});

test("the app's start waits for the balance and the round, not for who the player is (the name is remembered)", async () => {
  document.body.innerHTML = `<div id="prerendered">${BLANKS}</div>`;
  localStorage.setItem(STORAGE_KEYS.token, `${segment({ alg: 'HS256' })}.${segment({ exp: NOW / 1000 + 900 })}.sig`);
  const answers: Record<string, unknown> = { [CURRENT]: round(), [BALANCE]: { balance: 1234000 } };
  // /auth/me never answers.
  (globalThis as { fetch?: unknown }).fetch = jest.fn((url: string) =>
    url in answers ? Promise.resolve(answer({ data: answers[url] })) : new Promise(() => {}),
  );
  new Function(earlyRequestsScript([...SIGNED_IN_REQUESTS, CURRENT]).replace(/^<script>|<\/script>$/g, ''))();
  early().start();
  await early().filled;
  expect([text('balance'), text('round')]).toEqual(['1.234.000', '41']);
});
