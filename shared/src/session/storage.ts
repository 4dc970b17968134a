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

// Keys that outlive a logout: what belongs to the device (the sound switch), never to the player
// leaving. Registered by the modules that own them.
const keptPrefixes: string[] = [];

/** `prefix` (a whole key, or the start of per-player keys) stays in localStorage through logout. */
export function keepThroughLogout(prefix: string): void {
  if (!keptPrefixes.includes(prefix)) keptPrefixes.push(prefix);
}

const clear = (name: Area) => (): void => {
  try {
    const storage = area(name);
    if (!storage) return;
    const kept = name === 'localStorage' ? Object.keys(storage).filter((key) => keptPrefixes.some((p) => key.startsWith(p))) : [];
    const values = kept.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of values) if (value !== null) storage.setItem(key, value);
  } catch {
    /* nothing stored */
  }
};

/** The localStorage keys starting with `prefix` (none when storage is out of reach). */
export function localKeys(prefix: string): string[] {
  try {
    const storage = area('localStorage');
    return storage ? Object.keys(storage).filter((key) => key.startsWith(prefix)) : [];
  } catch {
    return [];
  }
}

export const readLocal = read('localStorage');
export const writeLocal = write('localStorage');
export const removeLocal = remove('localStorage');
export const readSession = read('sessionStorage');
export const writeSession = write('sessionStorage');
export const removeSession = remove('sessionStorage');

// Logout wipes both areas: the payment cache, the current deposit, the 2FA session id, the inbox and
// the dice inactivity record all belong to the player who is leaving (keepThroughLogout's keys excepted).
export function clearAllStorage(): void {
  clear('localStorage')();
  clear('sessionStorage')();
}
