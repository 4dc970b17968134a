import { type AdminPlayerProfileDto } from '@app/shared/contracts';
import { Link } from '@app/shared/router';
import { Badge, MiniTable } from '../kit/kit';
import { formatTime, money, signedMoney } from '../kit/format';
import * as k from '../kit/kit.css';

// Another search of the list: the players who share this address (the console's own address, so
// the operator lands on the list with the search typed).
const searchLink = (text: string) => `?q=${encodeURIComponent(text)}`;

/** The player's money over their life on the site, their bank accounts, and where they signed in from. */
export function PlayerRecords({ profile: p }: { profile: AdminPlayerProfileDto }) {
  const { lifetime } = p;
  return (
    <>
      <h3 className={k.panelTitle}>Tiền trọn đời</h3>
      <dl className={k.dl}>
        <dt className={k.dt}>Tổng nạp</dt>
        <dd className={k.dd}>
          {money(lifetime.deposited)} · {lifetime.depositCount} lần
        </dd>
        <dt className={k.dt}>Tổng rút (đã duyệt)</dt>
        <dd className={k.dd}>
          {money(lifetime.withdrawn)} · {lifetime.withdrawalCount} lần
        </dd>
        <dt className={k.dt}>Lãi/lỗ của người chơi</dt>
        <dd className={k.dd}>
          <Badge tone={lifetime.net > 0 ? 'red' : lifetime.net < 0 ? 'green' : 'grey'}>{signedMoney(lifetime.net)}</Badge>{' '}
          <span className={k.muted}>(đã rút + đang chờ rút + số dư − đã nạp)</span>
        </dd>
        <dt className={k.dt}>Đăng nhập gần nhất</dt>
        <dd className={k.dd}>{p.lastLoginAt ? formatTime(p.lastLoginAt) : 'Chưa đăng nhập'}</dd>
      </dl>

      <h3 className={k.panelTitle}>Tài khoản ngân hàng</h3>
      <MiniTable
        empty="Chưa thêm tài khoản ngân hàng."
        head={['Ngân hàng', 'Số tài khoản', 'Chủ tài khoản', 'Trạng thái']}
        rows={p.bankAccounts.map((b) => [
          b.bankName,
          <Link key="n" to={searchLink(b.accountNumber)} className={`${k.link} ${k.mono}`} title="Tìm người chơi dùng số tài khoản này">
            {b.accountNumber}
          </Link>,
          <Link key="h" className={k.link} to={searchLink(b.accountName)} title="Tìm người chơi cùng tên chủ tài khoản">
            {b.accountName}
          </Link>,
          b.removedAt ? (
            <span key="s" className={k.muted}>
              Đã xóa {formatTime(b.removedAt)}
            </span>
          ) : b.isDefault ? (
            <Badge key="s" tone="gold">
              Mặc định
            </Badge>
          ) : (
            <Badge key="s" tone="grey">
              Đang dùng
            </Badge>
          ),
        ])}
      />

      <h3 className={k.panelTitle}>Thiết bị</h3>
      <MiniTable
        empty="Chưa ghi nhận thiết bị nào."
        head={['Mã thiết bị', 'Trình duyệt', 'Lần đầu', 'Gần nhất', 'Số lần đăng nhập']}
        rows={p.devices.map((d) => [
          <span key="l" className={k.mono}>
            {d.label}
          </span>,
          d.userAgent ?? '—',
          formatTime(d.firstSeenAt),
          formatTime(d.lastSeenAt),
          d.logins,
        ])}
      />

      <h3 className={k.panelTitle}>Địa chỉ IP đã dùng</h3>
      <MiniTable
        empty="Chưa ghi nhận địa chỉ nào."
        head={['Địa chỉ', 'Lần đầu', 'Gần nhất', 'Số lần đăng nhập']}
        rows={p.addresses.map((a) => [
          <Link key="a" to={searchLink(a.address)} className={`${k.link} ${k.mono}`} title="Tìm người chơi cùng địa chỉ này">
            {a.address}
          </Link>,
          formatTime(a.firstSeenAt),
          formatTime(a.lastSeenAt),
          a.logins,
        ])}
      />
    </>
  );
}
