import { useEffect, useState } from 'react';
import { Button, useLoaded } from '@app/shared';
import {
  type AdminRoundDto,
  BET_SIDE_LABELS,
  GAME_LABELS,
  GAME_TYPES,
  PHASE_LABELS,
  type BetSide,
  type GameType,
} from '@app/shared/contracts';
import { consoleGetRounds } from '../../api/console-get-rounds';
import { RoundBets } from './round-bets';
import { Badge, DataTable, LoadState, Panel, RefreshButton, Screen, Tabs } from '../kit/kit';
import { ExportButton } from '../kit/export-button';
import { formatTime, money, signedMoney } from '../kit/format';
import { useLoadMore } from '../kit/list-hooks';
import * as k from '../kit/kit.css';

const LIMIT = 20;
const GAMES = GAME_TYPES.map((g) => [g, GAME_LABELS[g]] as const);
const COIN = { red: 'Đỏ', white: 'Trắng' } as const;

function drawOf(round: AdminRoundDto): string {
  if (round.dice) return `${round.dice.join(' · ')} = ${round.dice.reduce((a, b) => a + b, 0)}`;
  if (round.coins) return round.coins.map((c) => COIN[c]).join(' · ');
  return '—';
}

function StatusOf({ round }: { round: AdminRoundDto }) {
  if (round.phase) return <Badge tone="gold">{PHASE_LABELS[round.phase]}</Badge>;
  if (round.status === 'void') return <Badge tone="grey">Đã hủy, hoàn cược</Badge>;
  return <Badge tone="green">Đã trả thưởng</Badge>;
}

// While a round is being played its totals move: the first page is read again every few seconds,
// and just after each phase ends, unless the operator has paged back (their place is kept).
const LIVE_REFRESH_MS = 5_000;

export function RoundsScreen() {
  const [game, setGame] = useState<GameType>('taixiu');
  const [open, setOpen] = useState<number | null>(null);
  const loaded = useLoaded(() => consoleGetRounds(game, { limit: LIMIT }), [game]);
  const older = useLoadMore<AdminRoundDto>(loaded.data);
  const { reload } = loaded;
  const first = loaded.data;
  const pagedBack = older.rows.length > 0;

  useEffect(() => {
    const live = first?.items.find((r) => r.phase !== null);
    if (!first || !live || pagedBack) return;
    const phaseEnds = live.phase === 'betting' ? live.bettingEndsAt : live.resultEndsAt;
    const delay = Math.min(LIVE_REFRESH_MS, Math.max(500, phaseEnds - first.serverNow + 300));
    const timer = setTimeout(reload, delay);
    return () => clearTimeout(timer);
  }, [first, pagedBack, reload]);

  const lastPageNext = pagedBack ? (older.done ? null : older.rows[older.rows.length - 1].sessionId) : (first?.nextBefore ?? null);
  const loadMore = (before: number) =>
    older.more(async () => {
      const page = await consoleGetRounds(game, { limit: LIMIT, before });
      return { rows: page.items, done: page.nextBefore === null };
    });

  return (
    <Screen
      title="Trò chơi"
      subtitle="Từng phiên với tổng cược, tiền trả và kết quả của nhà cái. Hạt giống chỉ được công bố sau khi phiên đã trả thưởng."
      actions={
        <>
          <ExportButton
            kind="bets"
            filters={{ game }}
            summary="Mọi cược của trò chơi này đặt trong khoảng ngày đã chọn (giờ Việt Nam). Việc xuất tệp được ghi vào nhật ký."
          />
          <RefreshButton loaded={loaded} />
        </>
      }
    >
      <Tabs label="Trò chơi" value={game} options={GAMES} onChange={setGame} />
      <Panel>
        <LoadState loaded={loaded} isEmpty={(p) => p.items.length === 0} empty="Chưa có phiên nào.">
          {(p) => {
            const rounds = [...p.items, ...older.rows];
            return (
              <>
                <DataTable
                  label={`Các phiên ${GAME_LABELS[game]}`}
                  columns={[
                    'Phiên',
                    'Mở lúc',
                    'Trạng thái',
                    'Kết quả',
                    { label: 'Số cược', num: true },
                    { label: 'Tổng cược', num: true },
                    { label: 'Đã trả', num: true },
                    { label: 'Nhà cái', num: true },
                    { label: 'Chi tiết', hidden: true },
                  ]}
                >
                  {rounds.map((r) => (
                    <RoundRow
                      key={r.sessionId}
                      round={r}
                      open={open === r.sessionId}
                      onToggle={() => setOpen(open === r.sessionId ? null : r.sessionId)}
                    />
                  ))}
                </DataTable>
                {older.error && <p className={k.errorLine}>{older.error}</p>}
                {lastPageNext !== null && (
                  <div className={k.pager}>
                    <Button size="sm" variant="secondary" loading={older.busy} onClick={() => void loadMore(lastPageNext)}>
                      Xem thêm
                    </Button>
                  </div>
                )}
                <p className={k.muted}>Cách kiểm tra: {p.recipe}</p>
              </>
            );
          }}
        </LoadState>
      </Panel>
    </Screen>
  );
}

function RoundRow({ round: r, open, onToggle }: { round: AdminRoundDto; open: boolean; onToggle: () => void }) {
  const house = r.houseResult;
  return (
    <>
      <tr className={open ? k.selectedRow : undefined}>
        <td className={k.td}>#{r.sessionId}</td>
        <td className={`${k.td} ${k.nowrap}`}>{formatTime(r.openedAt)}</td>
        <td className={k.td}>
          <StatusOf round={r} />
        </td>
        <td className={`${k.td} ${k.nowrap}`}>
          {drawOf(r)}
          {r.outcome && <div className={k.muted}>{r.winningSides.map((s) => BET_SIDE_LABELS[s]).join(', ')}</div>}
        </td>
        <td className={`${k.td} ${k.num}`}>{r.betCount ?? '—'}</td>
        <td className={`${k.td} ${k.num}`}>{money(r.totalStaked)}</td>
        <td className={`${k.td} ${k.num}`}>{r.totalPaid === null ? '—' : money(r.totalPaid)}</td>
        <td className={`${k.td} ${k.num}`}>
          {house === null ? '—' : <Badge tone={house >= 0 ? 'green' : 'red'}>{signedMoney(house)}</Badge>}
        </td>
        <td className={k.td}>
          <Button size="sm" variant="ghost" onClick={onToggle} aria-expanded={open}>
            {open ? 'Ẩn' : 'Chi tiết'}
          </Button>
        </td>
      </tr>
      {open && (
        <tr>
          <td className={k.td} colSpan={9}>
            <dl className={k.dl}>
              <dt className={k.dt}>Theo cửa</dt>
              <dd className={k.dd}>
                {Object.entries(r.sides)
                  .map(([side, t]) => `${BET_SIDE_LABELS[side as BetSide] ?? side}: ${money(t.amount)} (${t.players} người)`)
                  .join(' · ')}
              </dd>
              <dt className={k.dt}>Ngừng nhận cược</dt>
              <dd className={k.dd}>{formatTime(r.bettingEndsAt)}</dd>
              <dt className={k.dt}>{r.status === 'void' ? 'Hủy lúc' : 'Trả thưởng lúc'}</dt>
              <dd className={k.dd}>{formatTime(r.settledAt)}</dd>
              <dt className={k.dt}>Chuỗi</dt>
              <dd className={k.dd}>
                #{r.fairness.chainId}, vị trí {r.fairness.chainIndex}
              </dd>
              <dt className={k.dt}>Cam kết chuỗi (seed₀)</dt>
              <dd className={`${k.dd} ${k.mono}`}>{r.fairness.chainCommitment}</dd>
              <dt className={k.dt}>Cam kết phiên</dt>
              <dd className={`${k.dd} ${k.mono}`}>{r.fairness.previousSeed}</dd>
              <dt className={k.dt}>Hạt giống</dt>
              {r.fairness.seed ? <dd className={`${k.dd} ${k.mono}`}>{r.fairness.seed}</dd> : <dd className={k.dd}>Chưa công bố</dd>}
              <dt className={k.dt}>Thông điệp HMAC</dt>
              <dd className={`${k.dd} ${k.mono}`}>{r.fairness.hmacMessage}</dd>
            </dl>
            <h3 className={k.panelTitle}>Cược trong phiên</h3>
            <RoundBets game={r.gameType} roundId={r.sessionId} />
          </td>
        </tr>
      )}
    </>
  );
}
