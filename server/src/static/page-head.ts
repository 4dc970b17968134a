import type { RemoteChoicesDto } from '@app/shared/contracts';
import type { RemoteUrls } from '../config/app-config';
import { earlyRequestsScript, signedInRequests, START_EARLY_REQUESTS } from './early-requests';
import type { RemoteManifests } from './remote-manifests';

// What the page the server sends carries in its <head>, so that the screen the player asked for
// needs one wave of downloads after the HTML and no request the host would only think of later:
// - the start-up data the host used to fetch before drawing anything (the remote registry, the
//   public configuration, the remotes' manifests), as a JSON block the host reads at start;
// - preload links for the route's remote entry and the files of its screen, found in the remote's
//   manifest (the host's own script and stylesheet are already in the page);
// - for a signed-in player, the API reads the page shows first, started at once (early-requests.ts).
// Only the route's screen is preloaded: an unused preload is wasted bytes on 3G.

export type RouteScreens = Record<string, string>;

/** The files a signed-in page loads after the host's script (the host build's signed-in-files.json). */
export interface SignedInFiles {
  js: string[];
  css: string[];
}

// The pages a visitor sees before signing in; every other page the host draws is a signed-in
// player's, whose layout and shared state the host loads after its script (host/src/app/router.tsx).
const SIGNED_OUT_PAGES = new Set(['/dang-nhap', '/dang-ky', '/quen-mat-khau']);

// Remotes the host loads only for an operator's session: named in the registry, never in the page.
const OPERATOR_REMOTES = new Set(['remote_admin']);

export interface BootData {
  remotes: RemoteUrls;
  /** The version of each remote in `remotes`, and the one the host falls back to if it breaks. */
  remoteVersions: RemoteChoicesDto['versions'];
  publicConfig: Record<string, unknown>;
  /** Manifests by the URL in `remotes`, as the federation runtime would have fetched them. */
  manifests: Record<string, unknown>;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// Inside <script type="application/json"> only "</script" could end the block early.
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

// The host's own script, named in the page's body: announced before the screen's files, so that it
// is asked for before them (it is the largest, and nothing of the app runs before it).
const hostScriptPreload = (indexHtml: string) => {
  const src = /<script\b[^>]*\bsrc="([^"]+)"/i.exec(indexHtml.slice(indexHtml.indexOf('<body')))?.[1];
  return src ? `<link rel="preload" href="${src}" as="script" fetchpriority="high">` : '';
};

// No crossorigin attribute: the federation runtime and webpack load scripts and stylesheets without
// one, and a preload is only used by a request made in the same mode.
const preload = (href: string, as: 'script' | 'style') => `<link rel="preload" href="${escapeAttr(href)}" as="${as}">`;

export function pageHead(
  path: string,
  {
    remotes,
    remoteVersions = {},
    publicConfig,
    routeScreens,
    manifests,
    signedInFiles = { js: [], css: [] },
  }: {
    remotes: RemoteUrls;
    remoteVersions?: RemoteChoicesDto['versions'];
    publicConfig: Record<string, unknown>;
    routeScreens: RouteScreens;
    manifests: RemoteManifests;
    signedInFiles?: SignedInFiles;
  },
): PageHead {
  const boot: BootData = { remotes, remoteVersions, publicConfig, manifests: {} };
  for (const [name, url] of Object.entries(remotes)) {
    // The console's manifest is for operators: every player's page would otherwise carry it.
    if (OPERATOR_REMOTES.has(name)) continue;
    const info = url ? manifests.get(url) : undefined;
    if (url && info) boot.manifests[url] = info.manifest;
  }
  const links: string[] = [];
  const stylesheets: string[] = [];
  const screenReads: string[] = [];
  const route = path.replace(/(.)\/$/, '$1');
  const screen = routeScreens[route];
  // The signed-in layout and state, fetched beside the host's script instead of after it has run.
  // Its stylesheet is the page's own, not a preload: the header the server draws (and the home
  // screen) would otherwise show unstyled until the app has run, and restyle late (the live
  // table's LCP, its header, came 2 s after the table was on screen).
  if ((route === '/' || screen) && !SIGNED_OUT_PAGES.has(route)) {
    for (const css of signedInFiles.css) stylesheets.push(`/${css}`);
    for (const js of signedInFiles.js) links.push(preload(`/${js}`, 'script'));
  }
  const [remote, expose] = screen?.split('/') ?? [];
  if (screen && !OPERATOR_REMOTES.has(remote)) {
    const url = remotes[remote as keyof RemoteUrls];
    const info = url ? manifests.get(url) : undefined;
    const files = info?.exposes.get(expose);
    if (info && files) {
      for (const css of files.css) links.push(preload(css, 'style'));
      links.push(preload(info.entryUrl, 'script'));
      for (const js of files.js) links.push(preload(js, 'script'));
    }
    screenReads.push(...(info?.requests.get(expose) ?? []));
  }
  return { top: earlyRequestsScript(signedInRequests(screenReads)) + jsonBlock('boot-data', boot), stylesheets, preloads: links.join('') };
}

export interface PageHead {
  /** Scripts and data, at the top of <head>: a script after the stylesheets would wait for them. */
  top: string;
  /** Stylesheets every drawing of this page needs (the signed-in layout's), after the host's. */
  stylesheets: string[];
  /** The route screen's files, after the page's stylesheets. */
  preloads: string;
}

const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/** `page` with `scripts` first in <head>, right after the charset; null if the page has none. */
export function afterCharset(page: string, scripts: string): string | null {
  return CHARSET.test(page) ? page.replace(CHARSET, (tag) => `${tag}${scripts}`) : null;
}

/**
 * The page with its head: `top` right after the charset; at the end, after the host's stylesheet,
 * the `stylesheets` a prerendered screen needs, then the host's script, then the screen's files.
 * The order is the order a browser asks for them, and over HTTP/1.1 only six go at once: what
 * draws the screen first.
 */
export function withPageHead(indexHtml: string, { top, stylesheets: own, preloads }: PageHead, stylesheets: string[] = []): string {
  const sheets = [...own, ...stylesheets].map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('');
  const end = `${sheets}${hostScriptPreload(indexHtml)}${preloads}</head>`;
  const page = indexHtml.replace('</head>', () => end).replace('</body>', () => `${START_EARLY_REQUESTS}</body>`);
  return afterCharset(page, top) ?? page.replace(end, () => `${top}${end}`);
}
