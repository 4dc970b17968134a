import { useEffect, useState } from 'react';
import { Button, STEP_UP_TARGETS, TWO_FACTOR_ACTIONS, useLoaded } from '@app/shared';
import { type VendorCardDto } from '@app/shared/contracts';
import { loadBanks, type Bank } from '@app/shared/signed-in';
import { consoleGetVendorCards } from '../../api/console-get-vendor-cards';
import { consoleSaveVendorCard } from '../../api/console-save-vendor-card';
import { ActionDialog } from '../kit/action-dialog';
import { Badge, DataTable, LoadState, Panel } from '../kit/kit';
import { formatTime } from '../kit/format';
import * as k from '../kit/kit.css';

type Editing = { card: VendorCardDto | null } | { toggle: VendorCardDto };

// The accounts players transfer to when they deposit: the QR code names one of the active ones.
export function VendorCardsPanel() {
  const loaded = useLoaded(consoleGetVendorCards, []);
  const [editing, setEditing] = useState<Editing | null>(null);
  const banks: readonly Bank[] = useLoaded(loadBanks, []).data ?? [];
  const [bankCode, setBankCode] = useState('');
  const card = editing && 'card' in editing ? editing.card : null;
  const toggled = editing && 'toggle' in editing ? editing.toggle : null;
  useEffect(() => setBankCode(card?.bankCode ?? ''), [card, editing]);

  return (
    <Panel
      title="Tài khoản nhận tiền"
      actions={
        <Button size="sm" onClick={() => setEditing({ card: null })}>
          Thêm tài khoản
        </Button>
      }
    >
      <LoadState loaded={loaded} isEmpty={(cards) => cards.length === 0} empty="Chưa có tài khoản nhận tiền: người chơi chưa nạp được.">
        {(cards) => (
          <DataTable
            label="Tài khoản nhận tiền"
            columns={['Ngân hàng', 'Số tài khoản', 'Chủ tài khoản', 'Trạng thái', 'Cập nhật', { label: 'Thao tác', hidden: true }]}
          >
            {cards.map((c) => (
              <tr key={c.id}>
                <td className={k.td}>
                  {c.bankName} ({c.bankCode})
                </td>
                <td className={`${k.td} ${k.mono}`}>{c.accountNumber}</td>
                <td className={k.td}>{c.accountName}</td>
                <td className={k.td}>{c.isActive ? <Badge tone="green">Đang dùng</Badge> : <Badge tone="grey">Tạm ngưng</Badge>}</td>
                <td className={`${k.td} ${k.nowrap}`}>{formatTime(c.updatedAt)}</td>
                <td className={k.td}>
                  <div className={k.rowActions}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing({ card: c })}>
                      Sửa
                    </Button>
                    <Button size="sm" variant={c.isActive ? 'danger' : 'primary'} onClick={() => setEditing({ toggle: c })}>
                      {c.isActive ? 'Tạm ngưng' : 'Dùng lại'}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadState>
      <ActionDialog
        open={!!editing && 'card' in editing}
        title={card ? `Sửa tài khoản ${card.accountNumber}` : 'Thêm tài khoản nhận tiền'}
        summary={
          <label className={k.form}>
            <span className={k.muted}>Ngân hàng</span>
            <select className={k.select} value={bankCode} onChange={(e) => setBankCode(e.target.value)} aria-label="Ngân hàng">
              <option value="">Chọn ngân hàng</option>
              {banks.map((b) => (
                <option key={b.bankCode} value={b.bankCode}>
                  {b.shortName} — {b.name}
                </option>
              ))}
            </select>
          </label>
        }
        fields={[
          {
            name: 'accountNumber',
            label: card ? `Số tài khoản (đang là ${card.accountNumber})` : 'Số tài khoản',
            required: card ? undefined : 'Vui lòng nhập số tài khoản',
            maxLength: 19,
          },
          {
            name: 'accountName',
            label: card ? `Chủ tài khoản (đang là ${card.accountName})` : 'Chủ tài khoản',
            required: card ? undefined : 'Vui lòng nhập tên chủ tài khoản',
            maxLength: 100,
          },
        ]}
        confirmLabel={card ? 'Lưu thay đổi' : 'Thêm tài khoản'}
        // Where players' money goes: behind the operator's second-level password, for this account.
        stepUp={{ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.vendorCard(card?.id ?? null) }}
        onClose={() => setEditing(null)}
        onDone={loaded.reload}
        onSubmit={async (values, token) => {
          const fields = {
            bankCode: bankCode && bankCode !== card?.bankCode ? bankCode : card ? undefined : bankCode,
            accountNumber: values.accountNumber || undefined,
            accountName: values.accountName || undefined,
          };
          return (await consoleSaveVendorCard(card?.id ?? null, fields, token)).message;
        }}
      />
      <ActionDialog
        open={!!toggled}
        title={toggled?.isActive ? 'Tạm ngưng tài khoản nhận tiền' : 'Dùng lại tài khoản nhận tiền'}
        summary={
          toggled && (
            <p className={k.muted}>
              {toggled.bankName} · {toggled.accountNumber} ·{' '}
              {toggled.isActive
                ? 'lệnh nạp mới sẽ không dùng tài khoản này nữa; lệnh đang chờ vẫn được ghi nhận.'
                : 'lệnh nạp mới có thể dùng lại tài khoản này.'}
            </p>
          )
        }
        confirmLabel="Xác nhận"
        danger={toggled?.isActive}
        stepUp={{ action: TWO_FACTOR_ACTIONS.operatorSettings, target: STEP_UP_TARGETS.vendorCard(toggled?.id ?? null) }}
        onClose={() => setEditing(null)}
        onDone={loaded.reload}
        onSubmit={async (_values, token) =>
          toggled ? (await consoleSaveVendorCard(toggled.id, { isActive: !toggled.isActive }, token)).message : ''
        }
      />
    </Panel>
  );
}
