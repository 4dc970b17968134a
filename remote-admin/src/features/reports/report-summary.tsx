import { type ReportRowDto } from '@app/shared/contracts';
import { money } from '../kit/format';
import { count, margin } from './report-format';
import * as s from './report-screen.css';

function Card({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={s.card}>
      <dt className={s.cardLabel}>{label}</dt>
      <dd className={s.cardValue}>{value}</dd>
      {detail && <dd className={s.cardDetail}>{detail}</dd>}
    </div>
  );
}

/**
 * The range's totals, one card a figure; the house's balance as it stood at the range's end. GGR is
 * net of what went into the hũ, not of what the hũ paid (that came out of what went in).
 */
export function ReportSummary({ totals }: { totals: ReportRowDto }) {
  return (
    <dl className={s.cards} aria-label="Tổng cả khoảng">
      <Card label="Tổng cược" value={money(totals.turnover)} />
      <Card label="Tổng trả" value={money(totals.payouts)} />
      <Card label="Vào hũ" value={money(totals.jackpotIn)} detail="Đã trừ khi tính GGR" />
      <Card label="GGR" value={money(totals.ggr)} detail={`Biên lợi nhuận: ${margin(totals.ggr, totals.turnover)}`} />
      <Card label="Hũ trả" value={money(totals.jackpotPaid)} detail="Trả từ tiền đã vào hũ" />
      <Card label="Nạp tiền" value={money(totals.deposits.amount)} detail={`${count(totals.deposits.count)} lần nạp`} />
      <Card label="Rút tiền" value={money(totals.withdrawals.amount)} detail={`${count(totals.withdrawals.count)} lần rút`} />
      <Card label="Đăng ký mới" value={count(totals.registrations)} />
      <Card label="Nạp lần đầu" value={count(totals.firstDepositors)} />
      <Card label="Người chơi hoạt động" value={count(totals.activePlayers)} detail="Có đặt cược trong khoảng" />
      <Card label="Số dư nhà cái" value={money(totals.houseBalance)} detail="Cuối khoảng" />
    </dl>
  );
}
