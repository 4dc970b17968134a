import { readLocal, removeLocal, writeLocal } from '@app/shared';

// JSON in localStorage that never throws: a broken or foreign value reads as null.
export function readJson<T>(key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const raw = readLocal(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) removeLocal(key);
  else writeLocal(key, JSON.stringify(value));
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
