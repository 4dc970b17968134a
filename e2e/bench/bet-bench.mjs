// How soon a player can bet on a cold load of /tro-choi/tai-xiu: under Lighthouse's mobile
// throttling (page-loads.mjs), signed in and funded, the player taps a side, a chip and 'Đặt cược'
// as soon as each will take a tap, and the figure is when the first of those taps was made (the
// bet bar usable) and when the server accepted the bet, both from the start of navigation. Beside
// the same loads of the non-federated build (the anchor), taking turns with them.
// Run by `npm run bench`, or alone after `pnpm run build`: `node e2e/bench/bet-bench.mjs`
// (BENCH_PORT, BENCH_ANCHOR_PORT, BENCH_BET_LOADS).
//
// The drawn table (prerendered, before the app takes over) shows its bet bar disabled: a tap there
// does nothing, so the player taps only the app's own buttons. The rounds are an hour of betting, so
// that the phase is never what holds a bet back. It prints figures; it asserts nothing.
import { rmSync } from 'node:fs';
import { buildNonFederated } from './non-federated/build.mjs';
import { THROTTLE, THROTTLE_RTT_150, throttledPage } from './page-loads.mjs';
import { fundedPlayer, launchBrowser, startBenchServer } from './page-bench.mjs';

const LOADS = Number(process.env.BENCH_BET_LOADS ?? 5);
const PATH = '/tro-choi/tai-xiu';
const SIDE = 'bet-side-tai';
const CHIP = 'chip-10000';
const CONFIRM = 'bet-confirm';
const TICK_MS = 100;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Runs in the page before anything else: notes when each tap went down and when the server
// accepted a bet (a POST to …/bet answered 2xx), in ms since navigation started.
function installBetProbes() {
  window.__taps = [];
  window.__betAt = 0;
  document.addEventListener(
    'pointerdown',
    (e) => window.__taps.push([e.target?.closest?.('[data-testid]')?.dataset.testid ?? '', performance.now()]),
    true,
  );
  const original = window.fetch;
  window.fetch = function (input, init) {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    const answer = original.apply(this, arguments);
    if (method === 'POST' && /\/bet$/.test(url)) {
      answer.then(
        (response) => {
          if (response.ok && !window.__betAt) window.__betAt = performance.now();
        },
        () => {},
      );
    }
    return answer;
  };
}

// What the player could tap now: the app's own buttons (not the drawn copy), with where they are.
function tappable({ side, chip, confirm }) {
  const at = (testId) => {
    const el = document.querySelector(`#root [data-testid="${testId}"]`);
    if (!el || el.disabled || el.closest('[hidden]')) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    return {
      x: r.left + r.width / 2,
      y: r.top + r.height / 2,
      pressed: el.getAttribute('aria-pressed') === 'true',
      inView: r.top >= 0 && r.bottom <= innerHeight,
    };
  };
  return { side: at(side), chip: at(chip), confirm: at(confirm), placed: window.__betAt > 0 };
}

/**
 * One cold, throttled load of the table in `context`; the player bets as soon as the page lets
 * them. Returns { usable, placed } in ms since navigation started: the first tap of the side, chip
 * and confirm that made the bet, and the server's acceptance of it.
 */
async function measureFirstBet(context, url, throttle) {
  const page = await throttledPage(context, { cold: true, throttle });
  await page.addInitScript(installBetProbes);
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  const deadline = Date.now() + 60_000;
  let step = 0; // 0: side, 1: chip, 2: confirm, 3: waiting for the answer
  let sequenceStart = -1; // index in __taps of the side tap that began the sequence that placed the bet
  while (Date.now() < deadline) {
    const state = await page.evaluate(tappable, { side: SIDE, chip: CHIP, confirm: CONFIRM }).catch(() => null);
    if (state?.placed) break;
    const tap = async (target) => {
      if (!target.inView) await page.mouse.wheel(0, target.y - 700);
      else await page.mouse.click(target.x, target.y);
      return target.inView;
    };
    if (state) {
      if (step === 0 && state.side) {
        sequenceStart = await page.evaluate(() => window.__taps.length);
        if (await tap(state.side)) step = 1;
      } else if (step === 1 && state.chip) {
        if (!state.side?.pressed)
          step = 0; // the side tap did not take: again
        else if (await tap(state.chip)) step = 2;
      } else if (step === 2 && state.confirm) {
        if (await tap(state.confirm)) step = 3;
      }
    }
    await page.waitForTimeout(TICK_MS);
  }
  const { taps, betAt } = await page.evaluate(() => ({ taps: window.__taps, betAt: window.__betAt }));
  await page.close();
  if (!betAt) throw new Error(`no bet placed within 60 s (taps: ${JSON.stringify(taps)})`);
  const first = taps.slice(sequenceStart).find(([testId]) => testId === SIDE);
  return { usable: first ? first[1] : NaN, placed: betAt };
}

export async function benchFirstBetOn(browser, bases, { loads = LOADS, throttle = THROTTLE } = {}) {
  const states = [];
  for (const base of bases) states.push((await fundedPlayer(browser, base)).storageState);
  const results = bases.map(() => []);
  for (let i = 0; i < loads; i++) {
    const order = bases.map((_, b) => b);
    if (i % 2) order.reverse();
    for (const b of order) {
      const context = await browser.newContext({ viewport: { width: 430, height: 932 }, storageState: states[b] });
      results[b].push(await measureFirstBet(context, `${bases[b]}${PATH}`, throttle));
      await context.close();
    }
  }
  return results;
}

export function printFirstBets(rows, throttle = THROTTLE) {
  console.log(
    `\nFirst bet on a cold load of ${PATH} (${throttle.latency} ms round trip, 1.6 Mbps, 4x CPU; side, 10K chip, 'Đặt cược' tapped as soon as each takes a tap)`,
  );
  console.log('build              bet bar usable median (ms)  bet accepted median (ms)  runs usable / accepted (ms)');
  for (const [name, runs] of rows) {
    console.log(
      `${name.padEnd(19)}${String(Math.round(median(runs.map((r) => r.usable)))).padStart(26)}  ${String(Math.round(median(runs.map((r) => r.placed)))).padStart(24)}  ${runs.map((r) => `${Math.round(r.usable)}/${Math.round(r.placed)}`).join(', ')}`,
    );
  }
}

// Both builds on servers of their own, whose rounds bet for an hour.
export async function benchFirstBet({ port, anchorPort, loads = LOADS }) {
  const env = { GAME_BETTING_SECONDS: '3600' };
  const { staticRoot } = await buildNonFederated();
  try {
    const federated = await startBenchServer({ port, env });
    try {
      const anchor = await startBenchServer({ port: anchorPort, env: { ...env, STATIC_ROOT: staticRoot } });
      const browser = await launchBrowser();
      try {
        // Both round trips: 150 ms as the mobile profile states it, 562.5 ms as Lighthouse applies it
        // request by request over DevTools (the first loads' figures above use that one).
        for (const throttle of [THROTTLE_RTT_150, THROTTLE]) {
          const [fed, nonFed] = await benchFirstBetOn(browser, [federated.base, anchor.base], { loads, throttle });
          printFirstBets(
            [
              ['federated', fed],
              ['non-federated', nonFed],
            ],
            throttle,
          );
        }
      } finally {
        await browser.close();
        await anchor.stop();
      }
    } finally {
      await federated.stop();
    }
  } finally {
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchFirstBet({ port: Number(process.env.BENCH_PORT ?? 3220), anchorPort: Number(process.env.BENCH_ANCHOR_PORT ?? 3221) });
}
