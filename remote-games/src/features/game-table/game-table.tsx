import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorCard,
  Modal,
  releaseBalance,
  Skeleton,
  SoundSwitches,
  toastsAbove,
  useBalance,
  useHoldTakeOver,
  visuallyHidden,
} from '@app/shared';
import { squeezePreference, betAmountError, GAME_LABELS, GAME_MESSAGES, type BetSide } from '@app/shared/signed-in';
import { Link } from '@app/shared/router';
import type { GameActions, GameSessionView } from '../game-session/game-session-types';
import { amountCap, repeatRefusal, stackAmount } from './bet-amount';
import { BetControls } from './bet-controls';
import { BetSides } from './bet-sides';
import { BigWinsTicker } from './big-wins-ticker';
import { BowlReveal } from './bowl-reveal';
import { BetAmountField, ChipPicker } from './chip-picker';
import { GameRules } from '../game-rules/game-rules';
import { LeaderboardSection } from '../leaderboard/leaderboard-section';
import { ChatSection } from '../chat/chat-section';
import { play, unlock } from '../table-sound/table-sound';
import { useTableMusic, useTableSounds } from '../table-sound/use-table-sounds';
import { ConnectionNotice } from './connection-notice';
import { IdleWarning } from './idle-warning';
import { MaintenanceNotice } from './maintenance-notice';
import { DiceReveal } from './dice-reveal';
import { sidesOf, stakesBySide } from './game-table-format';
import { MyBetsList } from './my-bets-list';
import { ResultBanner } from './result-banner';
import { RoundHeader } from './round-header';
import { RoundHistory } from './round-history';
import { RecentStrip } from '../soi-cau/recent-strip';
import { SoiCauPanel } from '../soi-cau/soi-cau-panel';
import { TrendBoard } from './trend-board';
import { SqueezeSwitch } from './squeeze-switch';
import { prefersReducedMotion, useReveal } from './use-reveal';
import { VerifierPanel, type VerifiableRound } from './verifier-panel';
import { useSnapshot } from 'valtio';
import * as s from './game-table.css';

export interface GameTableProps {
  view: GameSessionView;
  actions: GameActions;
}

export function GameTable({ view, actions }: GameTableProps) {
  // What the player is about to bet lives here, not in the session: it is nobody else's business
  // until 'Đặt cược' is pressed.
  const [pickedSide, setSide] = useState<BetSide | null>(null);
  const [amount, setAmount] = useState<string | undefined>(undefined);
  // Why the last chip, 'x2' or 'Cược lại' stopped short; gone with the next change of the amount.
  const [amountNotice, setNotice] = useState<string | null>(null);
  const { balance, isInitialized: balanceKnown } = useBalance();
  const [verifying, setVerifying] = useState<VerifiableRound | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  // view.sending arrives with the session's next render; this closes the gap for a quick double tap.
  const placing = useRef(false);
  // Loading, the table is drawn with the round's figures blank; a page drawn at build time (with
  // those blanks filled by the page itself) stays in its place until the figures are here.
  const loading = view.status === 'loading';
  useHoldTakeOver(loading && !view.kicked);

  const result = view.phase === 'result' ? view.result : null;
  const { on: squeezeOn } = useSnapshot(squeezePreference);
  // The reveal is fitted to the result phase, both times moved onto the page's clock: a result the
  // page learns of late (opened or reconnected in the result phase) gets what is left of its reveal,
  // or none (reveal-timing.ts).
  const resultEnds = view.resultEndsAt ?? (result && view.timing ? result.settledAt + view.timing.resultSeconds * 1000 : null);
  const reveal = useReveal({
    key: result ? result.sessionId : null,
    drawnAt: result ? result.settledAt - view.clockOffsetMs : null,
    phaseEndsAt: result && resultEnds !== null ? resultEnds - view.clockOffsetMs : null,
    mode: prefersReducedMotion() ? 'fade' : view.game === 'xocdia' && squeezeOn ? 'squeeze' : 'animate',
  });
  const { revealing } = reveal;
  // The one signal for "revealed": until the dice land or the bowl is off, nothing may give the
  // outcome away: not the banner, the winning sides, the player's win and its sound, nor the recent
  // rounds, the strip, the trend board, the soi cầu views or the big wins, which the session gives
  // the round to as soon as its result arrives (all read `history`), nor the header's balance, held
  // by the session from the result until this lets go.
  const shown = result && !revealing ? result : null;
  const history = useMemo(
    () => (result && revealing ? view.history.filter((round) => round.sessionId !== result.sessionId) : view.history),
    [view.history, result, revealing],
  );
  const settled = shown && view.settled?.sessionId === shown.sessionId ? view.settled : null;
  useEffect(() => {
    if (!revealing) releaseBalance();
  }, [revealing, result?.sessionId]);
  // A table closed mid-reveal lets go too.
  useEffect(() => releaseBalance, []);
  useTableSounds({
    roundId: result?.sessionId ?? null,
    revealing,
    durationMs: reveal.durationMs,
    squeeze: reveal.mode === 'squeeze',
    settled,
  });
  useTableMusic();

  const notice = <ConnectionNotice connection={view.connection} />;

  if (view.kicked) {
    return (
      <div className={s.root} data-testid="game-table" data-state="kicked">
        {notice}
        <div className={s.panel}>
          <EmptyState
            icon="alert"
            title="Bạn đã rời bàn chơi"
            description={view.kicked}
            action={
              <Button variant="primary" size="lg" onClick={actions.rejoin} data-testid="rejoin">
                Vào lại bàn
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  if (view.status === 'error') {
    return (
      <div className={s.root} data-testid="game-table" data-state="error">
        {notice}
        <ErrorCard
          title="Không thể tải bàn chơi"
          message={view.error ?? 'Không thể tải dữ liệu. Vui lòng thử lại.'}
          onRetry={actions.retry}
          retryLabel="Thử lại"
        />
      </div>
    );
  }

  const side = pickedSide && sidesOf(view.game).includes(pickedSide) ? pickedSide : null;
  // Paused for maintenance: the round under way may still be in its betting time, but takes no bet.
  const bettingOpen = !loading && view.phase === 'betting' && view.pausedAt === null;
  const myTotal = view.myBets.reduce((sum, b) => sum + b.amount, 0);
  const amountError =
    amount === undefined ? undefined : (betAmountError(amount, view.limits) ?? roundTotalError(view, myTotal, Number(amount)));
  const canConfirm = side !== null && amount !== undefined && !amountError && bettingOpen && !view.sending;

  const knownBalance = balanceKnown ? balance : null;
  // A chip's value, or the amount itself for 'x2', on top of the amount, as far as the caps allow.
  // Outside betting the bets listed are of a round that is over: the amount is for the next one.
  const stack = (added: number) => {
    const cap = amountCap(view.limits, bettingOpen ? myTotal : 0, knownBalance);
    const next = stackAmount(Number(amount ?? 0), added, cap, view.limits?.minBet);
    setAmount(next.amount > 0 ? String(next.amount) : undefined);
    setNotice(next.notice);
  };
  const lastBets = view.lastRoundBets?.bets ?? [];
  const canRepeat = lastBets.length > 0 && bettingOpen && !view.sending;

  const repeat = async () => {
    if (!canRepeat || placing.current) return;
    // Refused here in the server's words rather than half placed there.
    const refusal = repeatRefusal(lastBets, view.limits, myTotal, knownBalance);
    setNotice(refusal);
    if (refusal) return;
    placing.current = true;
    try {
      if (await actions.repeatLastRound()) play('chip');
    } finally {
      placing.current = false;
    }
  };

  const confirm = async () => {
    if (!canConfirm || placing.current) return;
    placing.current = true;
    try {
      // The amount stays for the next bet; the session reports failures itself (toast).
      if (await actions.placeBet(side, Number(amount))) play('chip');
    } finally {
      placing.current = false;
    }
  };

  return (
    <div
      className={s.root}
      data-testid="game-table"
      data-state={loading ? 'loading' : 'ready'}
      aria-busy={loading || undefined}
      data-game={view.game}
      // Any tap or key on the table may open the sound output: browsers let a page sound only after one.
      onClick={unlock}
      onKeyDown={unlock}
    >
      {notice}
      {loading && (
        <p className={visuallyHidden} role="status">
          Đang tải bàn chơi...
        </p>
      )}
      <IdleWarning inactiveRounds={view.inactiveRounds} />
      {view.pausedAt !== null && <MaintenanceNotice pausedAt={view.pausedAt} />}

      <div className={s.panel}>
        <RoundHeader
          game={view.game}
          roundId={view.roundId}
          phase={view.phase}
          endsAt={view.endsAt}
          clockOffsetMs={view.clockOffsetMs}
          onShowRules={() => setRulesOpen(true)}
          soundSwitch={<SoundSwitches onChange={(_kind, on) => on && unlock()} />}
          paused={view.pausedAt !== null}
        />
      </div>

      <div className={s.stage}>
        <RecentStrip game={view.game} results={history} loading={loading || view.listsLoading} />
        {/* The banner under the reveal already says the sum or the coins; no second caption. */}
        {view.game === 'taixiu' ? (
          <DiceReveal
            dice={result?.dice ?? null}
            rolling={revealing}
            durationMs={reveal.durationMs}
            motion={reveal.mode === 'fade' ? 'fade' : 'animate'}
            caption={false}
          />
        ) : (
          <BowlReveal
            coins={result?.coins ?? null}
            revealing={revealing}
            durationMs={reveal.durationMs}
            motion={reveal.mode}
            onOpen={reveal.finish}
            aside={<SqueezeSwitch />}
            caption={false}
          />
        )}
        {/* Laid over the reveal (game-table.css.ts, stage): nothing here may change the stage's height. */}
        {shown ? (
          <ResultBanner game={view.game} result={shown} settled={settled} />
        ) : result ? (
          <p className={s.hint} aria-live="polite">
            {view.game === 'taixiu' ? 'Đang lắc...' : reveal.mode === 'squeeze' ? 'Kéo bát để mở' : 'Đang mở bát...'}
          </p>
        ) : null}
      </div>

      <BetSides
        game={view.game}
        totals={loading ? null : view.totals}
        selected={side}
        myStakes={stakesBySide(view.myBets)}
        winningSides={shown?.winningSides ?? []}
        disabled={!bettingOpen || view.sending}
        onSelect={(picked) => {
          setSide(picked);
          setNotice(null);
          play('chip');
        }}
      />

      <div className={s.panel}>
        <ChipPicker
          onAdd={(chip) => {
            stack(chip);
            play('chip');
          }}
          disabled={loading || view.sending || view.pausedAt !== null}
          limits={view.limits}
          onDouble={() => amount !== undefined && stack(Number(amount))}
          canDouble={!loading && !view.sending && Number(amount ?? 0) > 0}
          onRepeat={() => void repeat()}
          canRepeat={canRepeat}
          repeatTotal={lastBets.length > 0 ? lastBets.reduce((sum, b) => sum + b.amount, 0) : null}
        />
      </div>

      {/* Sticks to the bottom of the screen as the table scrolls under it, so 'Đặt cược' is
          always in reach on a phone, whatever the game's layout above. */}
      <div className={s.betBar} data-testid="bet-bar" ref={toastsAbove}>
        <BetControls
          game={view.game}
          side={side}
          amount={amount !== undefined && !amountError ? Number(amount) : null}
          canConfirm={canConfirm}
          sending={view.sending}
          retrying={view.retrying}
          onConfirm={() => void confirm()}
          // The chips' amount only: the side stays chosen, so chips tapped again after 'Xóa' can be
          // bet at once (clearing the side too left 'Đặt cược' disabled with the new chips on it).
          onClear={() => {
            setAmount(undefined);
            setNotice(null);
          }}
          notice={amountNotice}
        >
          <BetAmountField
            value={amount}
            onChange={(raw) => {
              setAmount(raw);
              setNotice(null);
            }}
            disabled={loading || view.sending}
            error={amountError}
          />
        </BetControls>
      </div>

      {loading || view.listsLoading ? (
        <>
          <Skeleton height={108} radius={16} />
          <Skeleton height={160} radius={16} />
        </>
      ) : (
        <>
          <BigWinsTicker rounds={view.bigWins} history={history} />

          {/* Under the bet bar, in the page's flow: the chat never covers the betting controls. */}
          <ChatSection className={s.panel} game={view.game} />

          <div className={s.panel}>
            <MyBetsList bets={view.myBets} canCancel={bettingOpen} settled={settled} onCancel={(betId) => void actions.cancelBet(betId)} />
            <Link to="/lich-su-cuoc" className={s.historyLink} data-testid="table-bet-history">
              Lịch sử cược của bạn ›
            </Link>
          </div>

          <div className={s.panel}>
            <TrendBoard game={view.game} results={history} />
          </div>

          <SoiCauPanel className={s.panel} game={view.game} results={history} />

          <LeaderboardSection className={s.panel} game={view.game} />

          <div className={s.panel}>
            <RoundHistory
              results={history}
              fairness={view.fairness}
              onVerify={setVerifying}
              hasOlder={view.older !== 'done'}
              loadingOlder={view.older === 'loading'}
              onLoadOlder={() => void actions.loadOlder()}
            />
          </div>
        </>
      )}

      <Modal
        open={verifying !== null}
        onClose={() => setVerifying(null)}
        title={verifying ? `Kiểm tra phiên #${verifying.sessionId}` : undefined}
      >
        {verifying && <VerifierPanel key={`${verifying.gameType}:${verifying.sessionId}`} result={verifying} />}
      </Modal>

      <Modal open={rulesOpen} onClose={() => setRulesOpen(false)} title={`Luật chơi ${GAME_LABELS[view.game]}`} textOnly>
        <GameRules game={view.game} limits={view.limits} timing={view.timing} />
      </Modal>
    </div>
  );
}

// The server refuses a bet that takes the player's round total past the limit; say so before sending.
function roundTotalError(view: GameSessionView, myTotal: number, amount: number): string | undefined {
  if (!view.limits || !Number.isSafeInteger(amount)) return undefined;
  return myTotal + amount > view.limits.maxRoundTotal ? GAME_MESSAGES.roundTotalMax(view.limits.maxRoundTotal) : undefined;
}
