import { useEffect, useState } from 'react';
import {
  ADMIN_SEARCH_MAX,
  Button,
  Modal,
  notify,
  PasswordField,
  STEP_UP_TARGETS,
  TextField,
  TWO_FACTOR_ACTIONS,
  messageOf,
  useLoaded,
} from '@app/shared';
import { type AdminDepositDto, type AdminUserDto, type BankTransferDto } from '@app/shared/contracts';
import { consoleAssignTransfer, type TransferTarget } from '../../api/console-assign-transfer';
import { consoleFindUsers } from '../../api/console-find-users';
import { consoleStepUpToken } from '../../api/console-step-up-token';
import { SECOND_PASSWORD_FIELD } from '../kit/action-dialog';
import { consoleGetDeposits } from '../../api/console-get-deposits';
import { Tabs } from '../kit/kit';
import { money } from '../kit/format';
import { DepositStatusBadge } from '../kit/status-badges';
import { useDebounced } from '../kit/list-hooks';
import * as k from '../kit/kit.css';
import * as s from './assign-dialog.css';
import { transferTimeText } from './transfer-time';

type Mode = 'player' | 'order';
type Choice = { kind: 'player'; user: AdminUserDto } | { kind: 'order'; order: AdminDepositDto };

const MODES = [
  ['player', 'Người chơi'],
  ['order', 'Lệnh nạp'],
] as const;

// A stray transfer is credited to a player (their wallet gets the amount) or to one of their orders
// (the order is confirmed, only for the same amount). The operator searches, picks one, and confirms
// with their own second-level password (a token bound to this transfer).
export function AssignDialog({ transfer, onClose, onDone }: { transfer: BankTransferDto | null; onClose: () => void; onDone: () => void }) {
  const [mode, setMode] = useState<Mode>('player');
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [secondPassword, setSecondPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const query = useDebounced(search.trim(), 300);

  useEffect(() => {
    setMode('player');
    setSearch('');
    setChoice(null);
    setFailure(null);
    setBusy(false);
    setSecondPassword('');
    setPasswordError(undefined);
  }, [transfer]);

  const results = useLoaded<{ users: AdminUserDto[]; orders: AdminDepositDto[] }>(async () => {
    if (!transfer || !query) return { users: [], orders: [] };
    if (mode === 'player') return { users: (await consoleFindUsers({ q: query })).users, orders: [] };
    return { users: [], orders: (await consoleGetDeposits({ search: query, page: 1, size: 10 })).items };
  }, [transfer?.id, mode, query]);

  const submit = async () => {
    if (!transfer || !choice || busy) return;
    setPasswordError(secondPassword ? undefined : SECOND_PASSWORD_FIELD.required);
    if (!secondPassword) return;
    setBusy(true);
    setFailure(null);
    try {
      const target: TransferTarget = choice.kind === 'player' ? { userId: choice.user.id } : { orderId: choice.order.id };
      const token = await consoleStepUpToken(secondPassword, TWO_FACTOR_ACTIONS.operatorMoney, STEP_UP_TARGETS.bankTransfer(transfer.id));
      const { message } = await consoleAssignTransfer(transfer.id, target, token);
      notify.success(message);
      onDone();
      onClose();
    } catch (error) {
      setFailure(messageOf(error, 'Không gán được giao dịch. Vui lòng thử lại.'));
    } finally {
      setBusy(false);
    }
  };

  const users = results.data?.users ?? [];
  const orders = results.data?.orders ?? [];
  return (
    <Modal
      open={!!transfer}
      onClose={busy ? () => undefined : onClose}
      closeOnEscape={!busy}
      title={transfer ? `Gán giao dịch #${transfer.id}` : ''}
      size="lg"
    >
      {transfer && (
        <div className={k.form}>
          <dl className={k.dl}>
            <dt className={k.dt}>Số tiền</dt>
            <dd className={k.dd}>{money(transfer.amount)}</dd>
            <dt className={k.dt}>Nội dung gốc</dt>
            <dd className={`${k.dd} ${k.mono}`}>{transfer.content}</dd>
            <dt className={k.dt}>Thời gian</dt>
            <dd className={k.dd}>{transferTimeText(transfer)}</dd>
          </dl>
          <Tabs
            label="Gán cho"
            value={mode}
            options={MODES}
            onChange={(v) => {
              setMode(v);
              setChoice(null);
            }}
          />
          <TextField
            label={mode === 'player' ? 'Tìm theo tên đăng nhập' : 'Tìm theo mã lệnh hoặc tên đăng nhập'}
            value={search}
            maxLength={ADMIN_SEARCH_MAX}
            onChange={(e) => setSearch(e.target.value)}
            disabled={busy}
            autoFocus
          />
          <div className={s.results} aria-busy={results.loading} aria-label="Kết quả tìm kiếm">
            {!query && <p className={k.muted}>Nhập để tìm.</p>}
            {query && results.error && <p className={k.errorLine}>{results.error}</p>}
            {query && !results.loading && !results.error && users.length + orders.length === 0 && (
              <p className={k.muted}>Không tìm thấy.</p>
            )}
            {users.map((user) => (
              <label key={user.id} className={s.option}>
                <input
                  type="radio"
                  name="assign-target"
                  checked={choice?.kind === 'player' && choice.user.id === user.id}
                  onChange={() => setChoice({ kind: 'player', user })}
                />
                <span>
                  {user.username} (#{user.id}) · số dư {money(user.balance)}
                  {user.bannedAt ? ' · đang bị khóa' : ''}
                </span>
              </label>
            ))}
            {orders.map((order) => (
              <label key={order.id} className={s.option}>
                <input
                  type="radio"
                  name="assign-target"
                  checked={choice?.kind === 'order' && choice.order.id === order.id}
                  onChange={() => setChoice({ kind: 'order', order })}
                />
                <span>
                  #{order.id} · {order.username} · <span className={k.mono}>{order.content}</span> · {money(order.amount)}{' '}
                  <DepositStatusBadge status={order.status} />
                </span>
              </label>
            ))}
          </div>
          {choice && (
            <p className={s.confirmLine}>
              {choice.kind === 'player'
                ? `Cộng ${money(transfer.amount)} vào ví của ${choice.user.username}.`
                : `Xác nhận lệnh nạp #${choice.order.id} của ${choice.order.username} bằng giao dịch này.`}
            </p>
          )}
          {choice && (
            <PasswordField
              label={SECOND_PASSWORD_FIELD.label}
              value={secondPassword}
              onChange={(e) => {
                setSecondPassword(e.target.value);
                setPasswordError(undefined);
              }}
              error={passwordError}
              hint={SECOND_PASSWORD_FIELD.hint}
              autoComplete="new-password"
              disabled={busy}
            />
          )}
          {failure && (
            <p className={k.errorLine} role="alert">
              {failure}
            </p>
          )}
          <div className={k.rowActions}>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Hủy
            </Button>
            <Button onClick={() => void submit()} disabled={!choice} loading={busy}>
              Gán giao dịch
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
