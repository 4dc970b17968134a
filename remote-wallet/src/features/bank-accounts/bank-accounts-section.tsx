import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BankBadge, Button, ConfirmDialog, EmptyState, ErrorCard, formatVietnamDateTime, isApiError, notify, Skeleton } from '@app/shared';
import {
  deleteBankAccount,
  setBankAccountActive,
  setDefaultBankAccount,
  type UserBankAccount,
  PAYMENT_MESSAGES,
} from '@app/shared/signed-in';
import { useStepUp } from '../two-factor/use-step-up';
import { BankAccountDialog } from './bank-account-dialog';
import { bankAccountsStore, invalidateBankAccounts, loadBankAccounts, maskAccountNumber } from './bank-accounts-store';
import * as s from './bank-accounts.css';

type Editing = { mode: 'add' } | { mode: 'edit'; account: UserBankAccount } | null;

// The player's saved bank accounts on /ngan-hang: default first, with add, edit, delete,
// set-default and activate/deactivate.
export function BankAccountsSection() {
  const { accounts, loading, loaded, error } = useSnapshot(bankAccountsStore);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UserBankAccount | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    void loadBankAccounts();
  }, []);

  const list = accounts as UserBankAccount[];

  const { stepUp, stepUpDialogs } = useStepUp();

  // `action` answers false when the player cancelled at the second-level password: nothing to say.
  const run = async (account: UserBankAccount, action: () => Promise<unknown>, success: string, fallback: string) => {
    setBusyId(account.id);
    try {
      if ((await action()) === false) return;
      notify.success(success);
      await invalidateBankAccounts();
    } catch (e) {
      notify.error(isApiError(e) ? e.message : fallback);
    } finally {
      setBusyId(null);
    }
  };

  // Deleting or making default can redirect withdrawals: the second-level password first.
  const steppedUp = (action: (token: string) => Promise<unknown>) => async () => {
    const token = await stepUp();
    return token ? action(token) : false;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const account = deleting;
    await run(
      account,
      steppedUp((token) => deleteBankAccount(account.id, token)),
      PAYMENT_MESSAGES.bankAccountDeleted,
      PAYMENT_MESSAGES.bankAccountDelete,
    );
    setDeleting(null);
  };

  return (
    <section className={s.section} aria-labelledby="bank-accounts-title" data-testid="bank-accounts-section">
      <div className={s.sectionHeader}>
        <h2 id="bank-accounts-title" className={s.sectionTitle}>
          Tài khoản rút tiền
        </h2>
        {list.length > 0 && (
          <Button size="sm" variant="secondary" onClick={() => setEditing({ mode: 'add' })} data-testid="add-bank-account">
            + Thêm tài khoản
          </Button>
        )}
      </div>

      {!loaded && loading ? (
        <div aria-busy="true">
          <Skeleton height={84} count={2} radius={16} />
        </div>
      ) : error && list.length === 0 ? (
        <ErrorCard message={error} onRetry={() => void loadBankAccounts(true)} retrying={loading} />
      ) : list.length === 0 ? (
        <EmptyState
          icon="bank"
          title="Bạn chưa có tài khoản rút tiền"
          description="Thêm tài khoản ngân hàng đứng tên bạn để rút tiền."
          data-testid="no-bank-account"
          action={
            <Button onClick={() => setEditing({ mode: 'add' })} data-testid="add-bank-account">
              Thêm tài khoản ngân hàng
            </Button>
          }
        />
      ) : (
        <ul className={s.list}>
          {list.map((account) => {
            const busy = busyId === account.id;
            return (
              <li
                key={account.id}
                className={account.isActive ? s.item : s.itemInactive}
                data-testid="bank-account-item"
                data-account-id={account.id}
                data-default={account.isDefault || undefined}
                data-active={account.isActive}
              >
                <div className={s.itemMain}>
                  <BankBadge code={account.bankCode} name={account.bankName} size={36} />
                  <div className={s.itemText}>
                    <span className={s.itemName}>{account.bankName || account.bankCode}</span>
                    <span className={s.itemNumber}>{maskAccountNumber(account.accountNumber)}</span>
                    <span className={s.muted}>{account.accountName}</span>
                    {account.withdrawableFrom && (
                      <span className={s.cooldown} data-testid="bank-account-cooldown">
                        Rút tiền được từ {formatVietnamDateTime(account.withdrawableFrom)}
                      </span>
                    )}
                  </div>
                </div>
                <div className={s.tags}>
                  {account.isDefault && <span className={s.tagDefault}>Mặc định</span>}
                  {account.isActive ? <span className={s.tagActive}>Đang hoạt động</span> : <span className={s.tagInactive}>Tạm khóa</span>}
                </div>
                <div className={s.itemActions}>
                  {!account.isDefault && account.isActive && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() =>
                        void run(
                          account,
                          steppedUp((token) => setDefaultBankAccount(account.id, token)),
                          PAYMENT_MESSAGES.bankAccountDefaulted,
                          PAYMENT_MESSAGES.bankAccountDefault,
                        )
                      }
                      data-testid="bank-account-set-default"
                    >
                      Đặt mặc định
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => setEditing({ mode: 'edit', account })}
                    data-testid="bank-account-edit"
                  >
                    Sửa
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        account,
                        () => setBankAccountActive(account.id, !account.isActive),
                        account.isActive ? PAYMENT_MESSAGES.bankAccountDeactivated : PAYMENT_MESSAGES.bankAccountActivated,
                        PAYMENT_MESSAGES.bankAccountToggle,
                      )
                    }
                    data-testid="bank-account-toggle"
                  >
                    {account.isActive ? 'Tạm khóa' : 'Kích hoạt'}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDeleting(account)} data-testid="bank-account-delete">
                    Xóa
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <BankAccountDialog
        open={editing !== null}
        account={editing?.mode === 'edit' ? editing.account : null}
        accounts={list}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title="Xóa tài khoản ngân hàng?"
        message={
          deleting
            ? `Tài khoản ${deleting.bankName || deleting.bankCode} ${maskAccountNumber(deleting.accountNumber)} sẽ bị xóa khỏi danh sách rút tiền.`
            : undefined
        }
        confirmLabel="Xóa"
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {stepUpDialogs}
    </section>
  );
}
