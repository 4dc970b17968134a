import { STORAGE_KEYS } from '../../contracts/constants';

// The server-issued second-level-password token: single use, 5 minutes, kept
// under '2fa_session_id' between the verify dialog and the withdrawal it authorises.
const KEY = STORAGE_KEYS.twoFactorSession;

export function storeTwoFactorSession(stepUpToken: string): void {
  try {
    localStorage.setItem(KEY, stepUpToken);
  } catch {
    // Storage unavailable (private mode): the withdrawal then fails with the server's message.
  }
}

export function readTwoFactorSession(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearTwoFactorSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
