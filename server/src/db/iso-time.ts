// Timestamps leave the server as ISO 8601 text. The drivers hand them over as Date (node-postgres)
// or as text (PGlite, some aggregates), so the mappers accept both.
export type DbTime = Date | string;

export const iso = (value: DbTime): string => new Date(value).toISOString();

export const isoOrNull = (value: DbTime | null): string | null => (value === null ? null : iso(value));
