import { useState } from 'react';
import { Button, copyText, EmptyState, ErrorCard, formatMoney, notify, Skeleton, useLoaded, vietnamDateOf } from '@app/shared';
import {
  getMyReferrals,
  referralLink,
  referralRuleText,
  REFERRAL_MESSAGES,
  REFERRED_LIST_MAX,
  type MyReferralsDto,
} from '@app/shared/signed-in';
import { Link } from '@app/shared/router';
import { ReferralQr } from './referral-qr';
import * as styles from '../screen.css';
import * as s from './referral.css';

// 'YYYY-MM-DD' in Vietnam time → 'dd/MM/yyyy'.
const joinDate = (iso: string) => vietnamDateOf(new Date(iso)).split('-').reverse().join('/');

async function copy(text: string, done: string) {
  if (await copyText(text)) notify.success(done);
  else notify.error(REFERRAL_MESSAGES.copyFailed);
}

// The player's own code to hand out: the code, the sign-up link that fills it in (copy, share, QR),
// who joined with it, and the reward's rule and what it paid when the operator has it on.
export default function ReferralScreen() {
  const loaded = useLoaded(() => getMyReferrals({ silent: true }), [], { failure: REFERRAL_MESSAGES.load });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Giới thiệu bạn bè</h1>
      <p className={styles.muted}>Bạn bè đăng ký bằng mã hoặc link của bạn sẽ hiện trong danh sách bên dưới.</p>
      {loaded.data ? (
        <Referrals data={loaded.data} />
      ) : loaded.error ? (
        <ErrorCard message={loaded.error} onRetry={loaded.reload} retrying={loaded.loading} data-testid="referral-error" />
      ) : (
        <div aria-busy="true" aria-label="Đang tải thông tin giới thiệu">
          <Skeleton height={140} radius={16} count={2} />
        </div>
      )}
      <Link to="/ho-so" className={styles.rowLink}>
        <span>Quay lại Tài khoản</span>
      </Link>
    </div>
  );
}

function Referrals({ data }: { data: MyReferralsDto }) {
  const link = referralLink(window.location.origin, data.code);
  // Share sheets exist on most phones; a desktop browser without one keeps the copy button only.
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const share = async () => {
    try {
      await navigator.share({ title: 'Mời bạn đăng ký', text: `Đăng ký bằng mã giới thiệu ${data.code} của mình nhé!`, url: link });
    } catch (error) {
      // Closing the share sheet is no failure; anything else leaves the copy button to use.
      if ((error as { name?: string } | null)?.name !== 'AbortError') notify.error(REFERRAL_MESSAGES.copyFailed);
    }
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="referral-code-title">
        <h2 id="referral-code-title" className={styles.cardTitle}>
          Mã giới thiệu của bạn
        </h2>
        <p className={s.code} data-testid="referral-code">
          {data.code}
        </p>
        <Button block variant="secondary" onClick={() => void copy(data.code, 'Đã sao chép mã giới thiệu')}>
          Sao chép mã
        </Button>
      </section>

      <section className={styles.card} aria-labelledby="referral-link-title">
        <h2 id="referral-link-title" className={styles.cardTitle}>
          Link mời đăng ký
        </h2>
        <p className={s.link} data-testid="referral-link">
          {link}
        </p>
        <div className={s.actions}>
          <Button variant="secondary" onClick={() => void copy(link, 'Đã sao chép link mời')}>
            Sao chép link
          </Button>
          {canShare && <Button onClick={() => void share()}>Chia sẻ</Button>}
        </div>
        <ReferralQr link={link} />
      </section>

      {(data.reward || data.earned > 0) && (
        <section className={styles.card} aria-labelledby="referral-reward-title" data-testid="referral-reward">
          <h2 id="referral-reward-title" className={styles.cardTitle}>
            Thưởng giới thiệu
          </h2>
          {data.reward ? (
            <p className={styles.muted}>{referralRuleText(data.reward.shareBp)}</p>
          ) : (
            <p className={styles.muted}>Chương trình thưởng giới thiệu đang tạm dừng.</p>
          )}
          <p className={s.earned}>Đã nhận: {formatMoney(data.earned)}</p>
        </section>
      )}

      <section className={styles.card} aria-labelledby="referral-list-title">
        <h2 id="referral-list-title" className={styles.cardTitle}>
          Người chơi đã tham gia ({data.total})
        </h2>
        {data.referred.length === 0 ? (
          <EmptyState
            icon="history"
            title="Chưa có ai đăng ký bằng mã của bạn"
            description="Gửi link mời hoặc cho bạn bè quét mã QR ở trên để bắt đầu."
          />
        ) : (
          <>
            <ul className={s.list} data-testid="referral-list">
              {data.referred.map((player, i) => (
                <li key={`${player.name}-${player.joinedAt}-${i}`} className={s.item}>
                  <span className={s.name}>{player.name}</span>
                  <span className={s.date}>Tham gia {joinDate(player.joinedAt)}</span>
                </li>
              ))}
            </ul>
            {data.total > data.referred.length && (
              <p className={styles.muted}>Đang hiển thị {REFERRED_LIST_MAX} người chơi tham gia gần nhất.</p>
            )}
          </>
        )}
      </section>
    </>
  );
}
