// jsonb refuses an unpaired UTF-16 surrogate, which JSON lets in ("\ud800") and a text column
// stores as U+FFFD. Whatever a request carried that is kept as jsonb (a bank notification as sent,
// an operator's reason in the audit log) gets U+FFFD in its place, so the row is still written.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const wellFormedText = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/** `value` with every string (keys too) made well-formed. Walks without limit: call it after parseInput, which bounds the nesting. */
export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map((inner) => wellFormed(inner));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [wellFormedText(key), wellFormed(inner)]));
}
