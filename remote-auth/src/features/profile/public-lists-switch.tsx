import { useState } from 'react';
import { messageOf, notify, SwitchRow, useLoaded } from '@app/shared';
import { getPublicLists, putPublicLists, PUBLIC_LISTS_MESSAGES } from '@app/shared/signed-in';
import * as styles from '../screen.css';
import * as s from './public-lists-switch.css';

const SAVE_FAILED = 'Không lưu được lựa chọn. Vui lòng thử lại.';

// Whether the player's name may appear in the tables' big wins and the leaderboards. The server
// leaves an opted-out player out of the next ticker and the next leaderboard it works out.
export function PublicListsSwitch() {
  const loaded = useLoaded(() => getPublicLists({ silent: true }), []);
  // What the player chose here, once saved; the answer read until then.
  const [saved, setSaved] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const hidden = saved ?? loaded.data?.hidden ?? false;

  if (loaded.error && saved === null) {
    return (
      <div className={s.failed} data-testid="public-lists-error">
        <span className={s.label}>{PUBLIC_LISTS_MESSAGES.label}</span>
        <span role="alert" className={styles.formError}>
          {loaded.error}
        </span>
        <button type="button" className={s.retry} onClick={loaded.reload}>
          Thử lại
        </button>
      </div>
    );
  }

  const toggle = async () => {
    const next = !hidden;
    setSaving(true);
    try {
      const answer = await putPublicLists({ hidden: next }, { silent: true });
      setSaved(answer.hidden);
      notify.success(PUBLIC_LISTS_MESSAGES.saved);
    } catch (error) {
      notify.error(messageOf(error, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SwitchRow
      label={PUBLIC_LISTS_MESSAGES.label}
      on={hidden}
      onToggle={() => void toggle()}
      busy={saving || (loaded.loading && saved === null)}
      testId="public-lists-switch"
    />
  );
}
