import type { NoticeType } from '../notify/notify';
import { readSession, removeSession, writeSession } from './storage';

// Logout ends in a hard navigation, which would wipe a toast shown before it; the notice waits
// in sessionStorage and the shell shows it on startup.
const KEY = 'logout-notice';

export interface PendingNotice {
  message: string;
  type: NoticeType;
}

interface StoredNotice extends PendingNotice {
  at: number;
}

const TYPES: readonly NoticeType[] = ['success', 'error', 'info', 'warning'];

function read(): StoredNotice | null {
  const raw = readSession(KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredNotice>;
    if (typeof parsed?.message !== 'string' || parsed.message === '') return null;
    return {
      message: parsed.message,
      type: TYPES.find((t) => t === parsed.type) ?? 'info',
      at: typeof parsed.at === 'number' ? parsed.at : 0,
    };
  } catch {
    return null;
  }
}

/** A notice saved within the last `withinMs`: the first reason of a burst of logouts wins. */
export function recentPendingNotice(withinMs: number, now = Date.now()): PendingNotice | null {
  const notice = read();
  return notice && now - notice.at < withinMs ? { message: notice.message, type: notice.type } : null;
}

export function savePendingNotice(notice: PendingNotice): void {
  writeSession(KEY, JSON.stringify({ ...notice, at: Date.now() }));
}

/** The full notice left by the last logout (once), with its toast type, or null. */
export function takePendingNoticeWithType(): PendingNotice | null {
  const notice = read();
  removeSession(KEY);
  return notice && { message: notice.message, type: notice.type };
}

/** The message left by the last logout (once) or null. The shell toasts it on startup. */
export function takePendingNotice(): string | null {
  return takePendingNoticeWithType()?.message ?? null;
}
