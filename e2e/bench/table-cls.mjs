// Layout shifts of the game tables across rounds, run by `npm run bench` (or alone:
// `node e2e/bench/table-cls.mjs`, after `pnpm run build`). Each table on a 430×932 page, signed in,
// for BENCH_CLS_ROUNDS short rounds: one player watching (untouched, so the idle warning comes up
// on the way, as it does for a player who only follows the cầu), one betting 10K every round. A
// PerformanceObserver sums each round's 'layout-shift' entries without hadRecentInput (a tap
// excuses the shifts of the next 500 ms only: a bet accepted later, or a phase change, counts).
// A round's shifts are those of its opening (the last round's result leaving) and of its result.
// It prints figures; it asserts nothing.
import { fundedPlayer, launchBrowser, startBenchServer } from './page-bench.mjs';

const PORT = Number(process.env.BENCH_CLS_PORT ?? 3230);
const ROUNDS = Number(process.env.BENCH_CLS_ROUNDS ?? 4);
const BETTING_S = 6;
const RESULT_S = 5;
// The idle warning shows one round before the kick (IDLE_KICK_ROUNDS = 20): the watcher starts
// three rounds short of it, so it comes up during the measured rounds.
const WATCHER_INACTIVE_ROUNDS = 16;
const TABLES = [
  { game: 'taixiu', label: 'tài xỉu', path: '/tro-choi/tai-xiu', side: 'tai' },
  { game: 'xocdia', label: 'xóc đĩa', path: '/tro-choi/xoc-dia', side: 'chan' },
];

// In the page before anything else: every layout shift with the round and phase on screen then.
function observeShifts() {
  window.__shifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return '?';
    const id = node.getAttribute('data-testid');
    return id ? `[${id}]` : `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]}`;
  };
  new PerformanceObserver((list) => {
    const round = Number(document.querySelector('[data-fill="round"]')?.textContent) || null;
    const phase = document.querySelector('[data-round-phase]')?.getAttribute('data-round-phase') ?? null;
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        input: entry.hadRecentInput,
        round,
        phase,
        sources: entry.sources.map((s) => `${describe(s.node)} ${Math.round(s.currentRect.y - s.previousRect.y)}px`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const roundOf = async (page) => Number(await page.getByTestId('round-id').locator('[data-fill="round"]').textContent());
const phaseOf = (page) => page.locator('[data-round-phase]').getAttribute('data-round-phase');

async function openTable(browser, storageState, table, inactiveRounds) {
  const context = await browser.newContext({ viewport: { width: 430, height: 932 }, storageState });
  await context.addInitScript(observeShifts);
  if (inactiveRounds > 0) {
    await context.addInitScript(
      ([key, count]) =>
        localStorage.setItem(key, JSON.stringify({ consecutiveInactiveSessions: count, lastSessionId: null, lastActivityTime: null })),
      [`game-inactivity-${table.game}`, inactiveRounds],
    );
  }
  const page = await context.newPage();
  await page.goto(`${process.env.BENCH_CLS_BASE}${table.path}`);
  await page.locator('[data-testid="game-table"][data-state="ready"]').waitFor({ timeout: 30_000 });
  return { context, page };
}

// Each betting phase: the side, a 10K chip, 'Đặt cược', until the watcher's rounds are done.
async function betEveryRound(page, table, until) {
  let last = null;
  while (!until()) {
    const round = await roundOf(page).catch(() => null);
    if (round && round !== last && (await phaseOf(page)) === 'betting') {
      last = round;
      try {
        await page.getByTestId(`bet-side-${table.side}`).click({ timeout: 3_000 });
        await page.getByTestId('chip-10000').click({ timeout: 3_000 });
        await page.getByTestId('bet-confirm').click({ timeout: 3_000 });
      } catch {
        // Betting closed under the taps: the next round.
      }
    }
    await page.waitForTimeout(200);
  }
}

async function measureTable(browser, players, table) {
  const watcher = await openTable(browser, players[0].storageState, table, WATCHER_INACTIVE_ROUNDS);
  const bettor = await openTable(browser, players[1].storageState, table, 0);
  try {
    // From the first round opened after both tables are up: the one on screen began before.
    const first = (await roundOf(watcher.page)) + 1;
    const end = first + ROUNDS;
    let done = false;
    const betting = betEveryRound(bettor.page, table, () => done);
    await watcher.page.waitForFunction((r) => Number(document.querySelector('[data-fill="round"]')?.textContent) >= r, end, {
      timeout: (ROUNDS + 2) * (BETTING_S + RESULT_S) * 1000 + 30_000,
      polling: 250,
    });
    // The opening of the round after the last measured one is its own.
    await watcher.page.waitForTimeout(500);
    done = true;
    await betting;
    const perRound = async (page) => {
      const shifts = await page.evaluate(() => window.__shifts);
      return Array.from({ length: ROUNDS }, (_, i) => {
        const mine = shifts.filter((s) => s.round === first + i && !s.input);
        return { cls: mine.reduce((sum, s) => sum + s.value, 0), shifts: mine };
      });
    };
    return { watching: await perRound(watcher.page), betting: await perRound(bettor.page) };
  } finally {
    await watcher.context.close();
    await bettor.context.close();
  }
}

export async function runTableCls({ browser: given } = {}) {
  const env = { GAME_BETTING_SECONDS: String(BETTING_S), GAME_RESULT_SECONDS: String(RESULT_S), PWA_ENABLED: 'false' };
  // A machine busy with other work may take longer than one wait of startBenchServer to start it.
  const server = await startBenchServer({ port: PORT, env }).catch(() => startBenchServer({ port: PORT, env }));
  process.env.BENCH_CLS_BASE = server.base;
  const browser = given ?? (await launchBrowser());
  try {
    const players = [await fundedPlayer(browser, server.base), await fundedPlayer(browser, server.base)];
    console.log(`\nTable layout shifts (CLS) per round, 430×932, ${ROUNDS} rounds of ${BETTING_S} s betting + ${RESULT_S} s result`);
    console.log('(sum of layout-shift entries without recent input; goal ≤ 0.02 a round)');
    for (const table of TABLES) {
      const result = await measureTable(browser, players, table);
      for (const [who, rounds] of Object.entries(result)) {
        const figures = rounds.map((r) => r.cls.toFixed(3)).join('  ');
        const worst = Math.max(...rounds.map((r) => r.cls));
        console.log(`${table.label.padEnd(8)} ${who.padEnd(9)} ${figures}   worst ${worst.toFixed(3)}`);
        if (process.env.BENCH_CLS_VERBOSE) {
          for (const [i, r] of rounds.entries()) {
            for (const s of r.shifts) console.log(`    round ${i + 1} ${s.phase} ${s.value.toFixed(4)} ${s.sources.join(', ')}`);
          }
        }
      }
    }
  } finally {
    if (!given) await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runTableCls();
