import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@app/shared';
import {
  verifyRound,
  type RoundClaim,
  FAIRNESS_RECIPE,
  JACKPOT_TEXTS,
  isJackpotDraw,
  type Coin,
  type Coins,
  type Dice,
  type RoundHistoryEntryDto,
  type RoundResultDto,
  type VoidRoundDto,
} from '@app/shared/signed-in';
import { DiceFace } from './dice-face';
import { diceSum } from './game-table-format';
import * as s from './verifier-panel.css';

// What the verifier checks: a settled round, or a void one whose seed was published (its would-be
// draw is checked the same way, against the same commitment).
export type VerifiableRound = RoundResultDto | (VoidRoundDto & { seed: string });

export const verifiableOf = (entry: RoundHistoryEntryDto): VerifiableRound | null =>
  entry.seed === null ? null : (entry as VerifiableRound);

export interface VerifierPanelProps {
  result: VerifiableRound;
}

type Check =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; linkOk: boolean; resultOk: boolean | null; dice?: Dice; coins?: Coins }
  | { status: 'failed'; message: string };

const COIN_NAMES: Readonly<Record<Coin, string>> = { red: 'Đỏ', white: 'Trắng' };
const coinsText = (coins: readonly Coin[]) => coins.map((c) => COIN_NAMES[c]).join(' · ');

// The claim carries what the server announced, so verifyRound compares it with what the seed gives;
// without dice (tài xỉu) or coins (xóc đĩa) it could only recompute, never confirm.
export function claimOf(result: VerifiableRound): RoundClaim {
  const base = { roundId: result.sessionId, seed: result.seed, previousSeed: result.previousSeed };
  return result.gameType === 'taixiu'
    ? { ...base, gameType: 'taixiu', dice: result.dice }
    : { ...base, gameType: 'xocdia', coins: result.coins };
}

export function VerifierPanel({ result }: VerifierPanelProps) {
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  // Drops an answer that lands after the panel closed or switched to another round.
  const runId = useRef(0);
  useEffect(() => {
    runId.current += 1;
    setCheck({ status: 'idle' });
  }, [result.sessionId, result.gameType, result.seed]);
  useEffect(() => () => void (runId.current += 1), []);

  const run = async () => {
    const id = ++runId.current;
    setCheck({ status: 'running' });
    try {
      const v = await verifyRound(claimOf(result));
      if (id !== runId.current) return;
      const expected = v.expected as { dice?: Dice; coins?: Coins };
      setCheck({ status: 'done', linkOk: v.linkOk, resultOk: v.resultOk, dice: expected.dice, coins: expected.coins });
    } catch {
      if (id !== runId.current) return;
      setCheck({ status: 'failed', message: failureMessage() });
    }
  };

  return (
    <div className={s.root} data-testid="verifier-panel">
      <dl className={s.facts}>
        <Fact label="Phiên">#{result.sessionId}</Fact>
        <Fact label="Hạt giống (seed)" mono testId="verify-seed">
          {result.seed}
        </Fact>
        <Fact label="Hạt giống trước" mono testId="verify-previous-seed">
          {result.previousSeed}
        </Fact>
        <Fact label="Chuỗi">
          #{result.chainId} · vị trí {result.chainIndex}
        </Fact>
        {result.status === 'void' ? (
          <Fact label="Kết quả lẽ ra (phiên bị hủy)" testId="verify-would-be">
            {announced(result)}
          </Fact>
        ) : (
          <Fact label="Kết quả công bố">{announced(result)}</Fact>
        )}
      </dl>

      <Button variant="primary" block onClick={() => void run()} loading={check.status === 'running'} data-testid="verify-run">
        Kiểm tra
      </Button>

      {check.status === 'failed' && (
        <p className={s.failed} role="alert">
          {check.message}
        </p>
      )}

      {check.status === 'done' && (
        <div className={s.outcome} aria-live="polite">
          <p className={s.line} data-testid="verify-link">
            Hạt giống khớp chuỗi: <Verdict ok={check.linkOk} />
          </p>
          <p className={s.line} data-testid="verify-result">
            Kết quả khớp:{' '}
            {check.resultOk === null ? <span className={s.bad}>Không có kết quả để so</span> : <Verdict ok={check.resultOk} />}
          </p>
          <div className={s.line} data-testid="verify-expected">
            Tính lại từ hạt giống:{' '}
            {check.dice && (
              <span className={s.recomputed}>
                {check.dice.map((d, i) => (
                  <DiceFace key={i} value={d} size="sm" />
                ))}
                <span>
                  {check.dice.join(' · ')} (Tổng {diceSum(check.dice)})
                </span>
              </span>
            )}
            {check.coins && <strong>{coinsText(check.coins)}</strong>}
          </div>
          {isJackpotDraw(check.dice) && 'jackpot' in result && result.jackpot && (
            // From the dice recomputed here, not from what the server says: a 1-1-1 or 6-6-6 is the
            // hũ's trigger, checkable like the result itself.
            <p className={s.line} data-testid="verify-jackpot">
              {JACKPOT_TEXTS.roundTriggered(result.jackpot.paid)}
            </p>
          )}
          <p
            className={check.linkOk && check.resultOk === true ? s.verdictOk : s.verdictBad}
            data-testid="verify-verdict"
            data-valid={check.linkOk && check.resultOk === true}
          >
            {check.linkOk && check.resultOk === true ? 'Phiên hợp lệ' : 'Phiên không hợp lệ'}
          </p>
        </div>
      )}

      <details className={s.recipe}>
        <summary className={s.recipeSummary}>Cách kiểm tra</summary>
        <p className={s.recipeText}>{FAIRNESS_RECIPE}</p>
      </details>
    </div>
  );
}

function Fact({ label, mono = false, testId, children }: { label: string; mono?: boolean; testId?: string; children: ReactNode }) {
  return (
    <div className={s.fact}>
      <dt className={s.factLabel}>{label}</dt>
      <dd className={mono ? s.factMono : s.factValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Verdict({ ok }: { ok: boolean }) {
  return <strong className={ok ? s.good : s.bad}>{ok ? 'Hợp lệ' : 'Không hợp lệ'}</strong>;
}

function announced(result: VerifiableRound): string {
  if (result.dice) return `${result.dice.join(' · ')} (Tổng ${diceSum(result.dice)})`;
  if (result.coins) return coinsText(result.coins);
  return '—';
}

// verifyRound throws only when it cannot run at all: no WebCrypto (plain HTTP) or a malformed seed.
function failureMessage(): string {
  return globalThis.crypto?.subtle
    ? 'Dữ liệu phiên không đúng định dạng nên không thể kiểm tra.'
    : 'Trình duyệt không hỗ trợ WebCrypto (cần HTTPS) nên không thể kiểm tra.';
}
