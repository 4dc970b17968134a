import { formatMoney } from '@app/shared';
import { useJackpot, IDLE_KICK_ROUNDS, JACKPOT_GAME, JACKPOT_TEXTS, type GameType } from '@app/shared/signed-in';
import type { BetLimits, GameSessionView } from '../game-session/game-session-types';
import { multiplierLabel, sideLabel } from '../game-table/game-table-format';
import { EXAMPLE_STAKE, payTable } from './pay-table';
import * as s from './game-rules.css';

export interface GameRulesProps {
  game: GameType;
  limits: BetLimits | null;
  timing: GameSessionView['timing'];
}

const percent = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 2 });
const seconds = (n: number) => `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }).format(n)} giây`;

// 'Luật chơi' of a table, written for a player: how a round is drawn, what each side pays and how
// often it wins, the timing and limits, and how to check a round. The pay table comes from the
// constants the server pays with (pay-table.ts).
export function GameRules({ game, limits, timing }: GameRulesProps) {
  const rows = payTable(game);
  return (
    <div className={s.root} data-testid="game-rules">
      {game === 'taixiu' ? (
        <section className={s.section}>
          <h3 className={s.heading}>Cách chơi</h3>
          <p className={s.text}>Mỗi phiên, hệ thống gieo ba xúc xắc. Bạn đoán tổng điểm của ba mặt:</p>
          <ul className={s.bullets}>
            <li>
              <strong>Tài</strong>: tổng từ 11 đến 18.
            </li>
            <li>
              <strong>Xỉu</strong>: tổng từ 3 đến 10.
            </li>
          </ul>
          <p className={s.text} data-testid="rules-triples">
            Bàn này không có luật bộ ba (ở nhiều nơi, ba xúc xắc cùng mặt thì nhà cái ăn cả hai cửa): bộ ba vẫn tính theo tổng, ba mặt 6
            (tổng 18) là Tài, ba mặt 1 (tổng 3) là Xỉu. Vì vậy Tài và Xỉu luôn có cơ hội như nhau.
          </p>
        </section>
      ) : (
        <section className={s.section}>
          <h3 className={s.heading}>Cách chơi</h3>
          <p className={s.text}>Mỗi phiên, bốn đồng xu (mặt đỏ hoặc trắng) được xóc trong bát rồi mở ra. Bạn đoán số mặt đỏ:</p>
          <ul className={s.bullets}>
            <li>
              <strong>Chẵn</strong>: 0, 2 hoặc 4 mặt đỏ. <strong>Lẻ</strong>: 1 hoặc 3 mặt đỏ.
            </li>
            <li>
              <strong>4 Đỏ</strong>, <strong>4 Trắng</strong>: cả bốn đồng cùng màu.
            </li>
            <li>
              <strong>3 Đỏ 1 Trắng</strong>, <strong>3 Trắng 1 Đỏ</strong>: ba đồng một màu, một đồng màu kia.
            </li>
          </ul>
          <p className={s.text}>Một phiên có thể thắng hai cửa: 4 Đỏ cũng là Chẵn, 3 Đỏ 1 Trắng cũng là Lẻ.</p>
        </section>
      )}

      <section className={s.section}>
        <h3 className={s.heading}>Bảng trả thưởng</h3>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">Cửa</th>
              <th scope="col">Trả</th>
              <th scope="col">Cơ hội thắng</th>
              <th scope="col">Nhà cái giữ</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.side} data-testid={`rules-row-${row.side}`}>
                <th scope="row">{sideLabel(row.side)}</th>
                <td data-testid="rules-multiplier">{multiplierLabel(game, row.side)}</td>
                <td data-testid="rules-chance">
                  {row.wins}/{row.draws} ({percent.format(row.wins / row.draws)})
                </td>
                <td data-testid="rules-edge">{percent.format(row.houseEdge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={s.note} data-testid="rules-example">
          Tiền thắng đã gồm tiền cược: cược {formatMoney(EXAMPLE_STAKE)} vào {sideLabel(rows[0].side)} và thắng, bạn nhận{' '}
          {formatMoney(rows[0].examplePayout)}. Thua thì mất tiền cược.
        </p>
      </section>

      {game === JACKPOT_GAME && <JackpotRules />}

      <section className={s.section}>
        <h3 className={s.heading}>Phiên và giới hạn</h3>
        <ul className={s.bullets}>
          {timing && (
            <li data-testid="rules-timing">
              Mỗi phiên nhận cược trong {seconds(timing.bettingSeconds)}, rồi mở kết quả trong {seconds(timing.resultSeconds)}.
            </li>
          )}
          {limits && (
            <li data-testid="rules-limits">
              Mỗi lần cược từ {formatMoney(limits.minBet)} đến {formatMoney(limits.maxBet)}; tổng cược của bạn trong một phiên tối đa{' '}
              {formatMoney(limits.maxRoundTotal)}.
            </li>
          )}
          <li>Bạn có thể đặt nhiều lần và hủy cược khi phiên còn đang nhận cược.</li>
          <li>
            Không đặt cược và không xem bàn {IDLE_KICK_ROUNDS} phiên liên tiếp, bàn chơi sẽ tạm dừng (bấm “Vào lại bàn” để xem tiếp). Xem
            cầu nhiều phiên trước khi cược vẫn được.
          </li>
        </ul>
      </section>

      <section className={s.section}>
        <h3 className={s.heading}>Kiểm tra kết quả</h3>
        <p className={s.text}>
          Kết quả mỗi phiên được định trước khi nhận cược và không thể đổi: trước mỗi chuỗi phiên, hệ thống công bố một mã cam kết; sau mỗi
          phiên, hạt giống (seed) của phiên được công bố. Bấm “Kiểm tra” ở Phiên gần đây hoặc Lịch sử cược: trình duyệt của bạn tự tính lại
          từ hạt giống, kiểm tra nó khớp với chuỗi, và ra đúng kết quả đã công bố.
        </p>
      </section>
    </div>
  );
}

// The hũ in words, from the operator's setting the server pays with; nothing until it is known,
// and a line saying so while the operator has it off.
function JackpotRules() {
  const jackpot = useJackpot();
  if (!jackpot) return null;
  return (
    <section className={s.section} data-testid="rules-jackpot">
      <h3 className={s.heading}>{JACKPOT_TEXTS.rulesTitle}</h3>
      {jackpot.shareBasisPoints === 0 ? (
        <p className={s.text}>{JACKPOT_TEXTS.off}.</p>
      ) : (
        <ul className={s.bullets}>
          {JACKPOT_TEXTS.rules(jackpot).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
