import type { RemoteUrls } from '../config/app-config';

// The host learns where remotes live only after its own script ran (/remotes.json, then a remote's
// manifest): two round trips in a row before the first screen can load. The server knows both
// already, so the page it sends asks the browser to fetch them at once, alongside the host's script.
// Only the remote the requested route needs is hinted: an unused preload is wasted bytes on 3G.

const ROUTE_REMOTES: [RegExp, keyof RemoteUrls][] = [
  [/^\/(dang-nhap|dang-ky|ho-tro|ho-so|login|register|support|profile)\/?$/, 'remote_auth'],
  [/^\/(ngan-hang|vi-tien|banks|wallet)\/?$/, 'remote_wallet'],
  [/^\/(tro-choi\/|tai-xiu|xoc-dia|games\/)/, 'remote_games'],
];

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// crossorigin="anonymous" matches what fetch() sends by default (cors, same-origin credentials), so
// the browser hands the preloaded answer to the app's own request instead of fetching twice.
const fetchHint = (href: string) => `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin="anonymous">`;

export function preloadHints(path: string, remotes: RemoteUrls): string {
  const hints = [fetchHint('/remotes.json')];
  const remote = ROUTE_REMOTES.find(([pattern]) => pattern.test(path))?.[1];
  const manifest = remote ? remotes[remote] : undefined;
  if (manifest) hints.push(fetchHint(manifest));
  return hints.join('');
}

export function withPreloadHints(indexHtml: string, path: string, remotes: RemoteUrls): string {
  return indexHtml.replace('</head>', `${preloadHints(path, remotes)}</head>`);
}
