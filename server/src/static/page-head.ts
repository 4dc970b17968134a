import type { RemoteUrls } from '../config/app-config';
import type { RemoteManifests } from './remote-manifests';

// What the page the server sends carries in its <head>, so that the screen the player asked for
// needs one wave of downloads after the HTML and no request the host would only think of later:
// - the start-up data the host used to fetch before drawing anything (the remote registry, the
//   public configuration, the remotes' manifests), as a JSON block the host reads at start;
// - preload links for the route's remote entry and the files of its screen, found in the remote's
//   manifest (the host's own script and stylesheet are already in the page).
// Only the route's screen is preloaded: an unused preload is wasted bytes on 3G.

export type RouteScreens = Record<string, string>;

export interface BootData {
  remotes: RemoteUrls;
  publicConfig: Record<string, unknown>;
  /** Manifests by the URL in `remotes`, as the federation runtime would have fetched them. */
  manifests: Record<string, unknown>;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// Inside <script type="application/json"> only "</script" could end the block early.
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

// No crossorigin attribute: the federation runtime and webpack load scripts and stylesheets without
// one, and a preload is only used by a request made in the same mode.
const preload = (href: string, as: 'script' | 'style') => `<link rel="preload" href="${escapeAttr(href)}" as="${as}">`;

export function pageHead(
  path: string,
  { remotes, publicConfig, routeScreens, manifests }: { remotes: RemoteUrls; publicConfig: Record<string, unknown>; routeScreens: RouteScreens; manifests: RemoteManifests },
): string {
  const boot: BootData = { remotes, publicConfig, manifests: {} };
  for (const url of Object.values(remotes)) {
    const info = url ? manifests.get(url) : undefined;
    if (url && info) boot.manifests[url] = info.manifest;
  }
  const links: string[] = [];
  const screen = routeScreens[path.replace(/(.)\/$/, '$1')];
  if (screen) {
    const [remote, expose] = screen.split('/');
    const url = remotes[remote as keyof RemoteUrls];
    const info = url ? manifests.get(url) : undefined;
    const files = info?.exposes.get(expose);
    if (info && files) {
      for (const css of files.css) links.push(preload(css, 'style'));
      links.push(preload(info.entryUrl, 'script'));
      for (const js of files.js) links.push(preload(js, 'script'));
    }
  }
  return jsonBlock('boot-data', boot) + links.join('');
}

export function withPageHead(indexHtml: string, head: string): string {
  return indexHtml.replace('</head>', `${head}</head>`);
}
