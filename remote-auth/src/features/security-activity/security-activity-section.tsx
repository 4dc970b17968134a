import { useEffect } from 'react';
import {
  EmptyState,
  ErrorCard,
  formatVietnamDateTime,
  SECURITY_EVENT_LABELS,
  SECURITY_MESSAGES,
  SECURITY_NOTICE_EVENT,
  Skeleton,
  subscribeRealtime,
  useLoaded,
} from '@app/shared';
import { getSecurityEvents } from '@app/shared/signed-in';
import * as styles from '../screen.css';
import * as own from './security-activity.css';

const SECURITY_ACTIVITY_TITLE = 'Hoạt động bảo mật';

// A short name of the browser, for "from where" (the full user agent says little to a player).
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iPhone'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /CriOS|Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  return [browser, os].filter(Boolean).join(' trên ') || null;
}

// Profile: the latest changes that could touch the player's money (passwords, bank accounts), with
// when and from which address, so a change the player did not make is seen. New ones arrive live.
export function SecurityActivitySection() {
  const loaded = useLoaded(getSecurityEvents, [], { failure: SECURITY_MESSAGES.eventsLoad });
  const { data: events, error, loading, reload } = loaded;
  useEffect(() => subscribeRealtime(SECURITY_NOTICE_EVENT, reload), [reload]);

  return (
    <section className={styles.card} aria-labelledby="security-activity-title" data-testid="security-activity">
      <h2 id="security-activity-title" className={styles.cardTitle}>
        {SECURITY_ACTIVITY_TITLE}
      </h2>
      {loading && !events ? (
        <div aria-busy="true">
          <Skeleton height={48} count={3} radius={12} />
        </div>
      ) : error && !events ? (
        <ErrorCard message={error} onRetry={reload} retrying={loading} />
      ) : !events?.length ? (
        <EmptyState icon="shield" title="Chưa có hoạt động nào" description="Các thay đổi mật khẩu và tài khoản ngân hàng sẽ hiện ở đây." />
      ) : (
        <ul className={own.list}>
          {events.map((event) => {
            const device = describeDevice(event.userAgent);
            return (
              <li key={event.id} className={own.item} data-testid="security-event" data-kind={event.kind}>
                <span className={own.what}>
                  {SECURITY_EVENT_LABELS[event.kind] ?? event.kind}
                  {event.detail ? ` · ${event.detail}` : ''}
                </span>
                <span className={own.meta}>
                  {formatVietnamDateTime(event.createdAt)}
                  {event.ip ? ` · IP ${event.ip}` : ''}
                  {device ? ` · ${device}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
