import { basename } from 'node:path';

// A content hash in the name means the file never changes under that name: cache it for a year.
// Entry points that name the hashed files must be revalidated on every load, or a deploy would
// leave browsers on the old build.
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'sw.js', 'remotes.json']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// Entries that keep their name carry their version in the query instead, where the page names
// them: main.js?<build hash> (html-webpack-plugin), remoteEntry.js?v=<content hash> (the server,
// page-head.ts). Under such a URL the file is as immutable as a hashed one; a new build is a new URL.
const VERSION_QUERY = /\?(v=)?[0-9a-f]{12,}$/i;

export function cacheControlFor(filePath: string, url = ''): string {
  // Pre-compressed siblings (main.js.br) are cached like the file they encode.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (name.endsWith('.js') && VERSION_QUERY.test(url)) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  // Unhashed assets (icons, the manifest) may change with a deploy; revalidation is cheap with ETags.
  return NO_CACHE;
}
