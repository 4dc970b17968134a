import { useState } from 'react';
import { useLoaded } from '@app/shared';
import { BET_SIDE_LABELS, type GameType } from '@app/shared/contracts';
import { consoleGetRoundBets } from '../../api/console-get-round-bets';
import { formatTime, money } from '../kit/format';
import { DataTable, LoadState, Pager } from '../kit/kit';
import { BetStatusBadge } from '../kit/status-badges';
import * as k from '../kit/kit.css';

const SIZE = 20;

/** Who bet what in one round, in the order placed, a page at a time: the player, the side, the stake, and how it ended. */
export function RoundBets({ game, roundId }: { game: GameType; roundId: number }) {
  const [page, setPage] = useState(1);
  const loaded = useLoaded(() => consoleGetRoundBets(game, roundId, { page, size: SIZE }), [game, roundId, page]);
  return (
    <LoadState loaded={loaded} isEmpty={(p) => p.total === 0} empty="Phiên này không có cược nào.">
      {(p) => (
        <>
          <DataTable
            label={`Các cược của phiên #${roundId}`}
            columns={['Người chơi', 'Cửa', { label: 'Tiền cược', num: true }, 'Kết quả', { label: 'Tiền trả', num: true }, 'Đặt lúc']}
          >
            {p.items.map((bet) => (
              <tr key={bet.id}>
                <td className={k.td}>{bet.username}</td>
                <td className={k.td}>{BET_SIDE_LABELS[bet.side] ?? bet.side}</td>
                <td className={`${k.td} ${k.num}`}>{money(bet.amount)}</td>
                <td className={k.td}>
                  <BetStatusBadge status={bet.status} />
                </td>
                <td className={`${k.td} ${k.num}`}>{bet.payout > 0 ? money(bet.payout) : '—'}</td>
                <td className={`${k.td} ${k.nowrap}`}>{formatTime(bet.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
          <Pager page={p.page} size={p.size} total={p.total} onPage={setPage} />
        </>
      )}
    </LoadState>
  );
}
