// Storage can throw (Safari private mode, disabled cookies, quota); the session must keep working
// in memory when it does, so every access goes through these guards.
type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

const read =
  (name: Area) =>
  (key: string): string | null => {
    try {
      return area(name)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

const write =
  (name: Area) =>
  (key: string, value: string): void => {
    try {
      area(name)?.setItem(key, value);
    } catch {
      /* memory-only session */
    }
  };

const remove =
  (name: Area) =>
  (key: string): void => {
    try {
      area(name)?.removeItem(key);
    } catch {
      /* nothing stored */
    }
  };

const clear = (name: Area) => (): void => {
  try {
    area(name)?.clear();
  } catch {
    /* nothing stored */
  }
};

export const readLocal = read('localStorage');
export const writeLocal = write('localStorage');
export const removeLocal = remove('localStorage');
export const readSession = read('sessionStorage');
export const writeSession = write('sessionStorage');
export const removeSession = remove('sessionStorage');

// Logout wipes both areas: the payment cache,
// the current deposit, the 2FA session id and the dice inactivity record all belong to the
// player who is leaving.
export function clearAllStorage(): void {
  clear('localStorage')();
  clear('sessionStorage')();
}
