import { Button, notify, useLoaded } from '@app/shared';
import { consoleGetPayoutQr } from '../../api/console-get-payout-qr';
import { LoadState } from '../kit/kit';
import { money } from '../kit/format';
import * as k from '../kit/kit.css';
import * as s from './withdrawals.css';

// A field the operator types into their bank app, with a button that copies it.
function CopyField({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(`Đã sao chép ${label.toLowerCase()}`);
    } catch {
      notify.error('Trình duyệt không cho sao chép: hãy chọn và sao chép bằng tay.');
    }
  };
  return (
    <>
      <dt className={k.dt}>{label}</dt>
      <dd className={`${k.dd} ${k.actions}`}>
        <span className={k.mono}>{shown}</span>
        <Button size="sm" variant="ghost" onClick={copy} aria-label={`Sao chép ${label.toLowerCase()}`}>
          Sao chép
        </Button>
      </dd>
    </>
  );
}

/**
 * The payout of a withdrawal under review: a VietQR the operator scans with the house's bank app (the
 * player's account, the amount and the content filled in), and each field to copy. Paying moves no
 * money here; the operator approves with the bank's reference once the transfer went through.
 */
export function PayoutQr({ withdrawalId }: { withdrawalId: number }) {
  const loaded = useLoaded(() => consoleGetPayoutQr(withdrawalId), [withdrawalId]);
  return (
    <>
      <h3 className={k.panelTitle}>Chuyển khoản trả tiền</h3>
      <LoadState loaded={loaded}>
        {(qr) => (
          <div className={s.payout}>
            {qr.image ? (
              <img
                className={s.payoutQr}
                src={qr.image}
                width={160}
                height={160}
                alt={`Mã VietQR chuyển ${money(qr.amount)} tới ${qr.accountName}`}
              />
            ) : (
              <p className={k.muted}>Ngân hàng này không có trong danh bạ VietQR: hãy nhập tay các thông tin bên cạnh.</p>
            )}
            <dl className={k.dl}>
              <dt className={k.dt}>Ngân hàng</dt>
              <dd className={k.dd}>{qr.bankName}</dd>
              <CopyField label="Số tài khoản" value={qr.accountNumber} />
              <CopyField label="Chủ tài khoản" value={qr.accountName} />
              <CopyField label="Số tiền" value={String(qr.amount)} shown={money(qr.amount)} />
              <CopyField label="Nội dung" value={qr.content} />
            </dl>
          </div>
        )}
      </LoadState>
    </>
  );
}
