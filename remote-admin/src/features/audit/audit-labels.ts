const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** 'status: PENDING → APPROVED' for each field the action changed; a new row lists what it was made with. */
export function changesOf(before: unknown, after: unknown): string[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : null;
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : null;
  if (!a) return [show(after)];
  if (!b) return Object.entries(a).map(([key, value]) => `${key}: ${show(value)}`);
  return Object.keys({ ...b, ...a })
    .filter((key) => show(b[key]) !== show(a[key]))
    .map((key) => `${key}: ${show(b[key])} → ${show(a[key])}`);
}
