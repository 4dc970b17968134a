import { createHash } from 'node:crypto';

// The Content-Security-Policy of every page the server sends. The page runs money screens, so the
// policy is an allow-list: scripts only from this site and from the folders the remotes are
// configured to load from, nothing inline unless its exact text is hashed, no plugins, no framing.

export const CSP_REPORT_PATH = '/api/csp-report';

export interface PagePolicyInput {
  // Absolute source expressions of the remotes on other origins (see remoteSources).
  remotes: string[];
  // 'sha256-…' of the inline <script> and <style> blocks the page carries, and of the stylesheets
  // the bundle injects at run time (react-toastify's), each quoted.
  scriptHashes: string[];
  styleHashes: string[];
  // ws(s)://host of this page, for socket.io (see socketSources).
  sockets: string[];
}

export function pagePolicy({ remotes, scriptHashes, styleHashes, sockets }: PagePolicyInput): string {
  const directives: [string, ...string[]][] = [
    // Anything not listed below is refused: a new kind of fetch shows up as a violation in the e2e
    // suite instead of quietly widening the policy.
    ['default-src', "'none'"],
    ['script-src', "'self'", ...remotes, ...scriptHashes],
    // Stylesheets are files from the site and the remotes (vanilla-extract extracts them); the only
    // inline styles are the boot screen's block in index.html and the sheet react-toastify injects,
    // both allowed by hash. Style properties React sets go through the CSSOM, which CSP leaves alone.
    ['style-src', "'self'", ...remotes, ...styleHashes],
    // data: carries the server-rendered VietQR PNG and the favicon drawn in index.html.
    ['img-src', "'self'", 'data:', ...remotes],
    ['font-src', "'self'", ...remotes],
    // The API and socket.io on this origin, and the remotes' manifests (fetched, then preloaded).
    ['connect-src', "'self'", ...sockets, ...remotes],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['report-uri', CSP_REPORT_PATH],
  ];
  return directives.map((parts) => dedupe(parts).join(' ')).join('; ');
}

// A remote configured by path (the default, /remotes/<name>/mf-manifest.json) is this site and
// needs nothing more than 'self'. One on another origin is allowed by the folder its manifest sits
// in (https://cdn.example.vn/remote-auth/), not the whole origin: its chunks load relative to the
// manifest, and a shared CDN's other tenants stay outside the policy.
export function remoteSources(manifestUrls: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const entry of manifestUrls) {
    if (!/^https?:\/\//i.test(entry)) continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      continue;
    }
    const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    // ';' and ',' separate directives and policies; a path in a source expression is matched
    // percent-decoded, so encoding them keeps the meaning.
    sources.add(`${url.origin}${folder.replace(/;/g, '%3B').replace(/,/g, '%2C')}`);
  }
  return [...sources];
}

// Browsers before the CSP3 rule that 'self' also covers ws(s) on the same host (Safari until 2022)
// would refuse socket.io's websocket; naming this host keeps realtime working there. The Host header
// is the client's to choose, so anything but a plain host[:port] is left out, never echoed.
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function socketSources(host: string | undefined, protocol: string): string[] {
  if (!host || !PLAIN_HOST.test(host)) return [];
  return [`${protocol === 'https' ? 'wss' : 'ws'}://${host.toLowerCase()}`];
}

export interface InlineHashes {
  script: string[];
  style: string[];
}

const INLINE_BLOCK = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

// Hashes of the inline blocks of a page, as CSP expects them ('sha256-<base64>' of the exact text
// between the tags). A <script src> is a file, governed by the origin list instead; a JSON data
// block (<script type="application/json">) is never run, and CSP does not apply to it.
export function inlineHashes(html: string): InlineHashes {
  const found: InlineHashes = { script: [], style: [] };
  for (const [, tag, attributes, body] of html.matchAll(INLINE_BLOCK)) {
    const kind = tag.toLowerCase() as keyof InlineHashes;
    if (kind === 'script' && /(?:^|\s)(src\s*=|type\s*=\s*"application\/json")/i.test(attributes)) continue;
    found[kind].push(cspHash(body));
  }
  return found;
}

const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

// A prerendered screen carries the style attributes React wrote (a decoration's position, say).
// CSP refuses style attributes unless 'unsafe-hashes' allows each exact declaration by hash: the
// hashes of those in the page, and 'unsafe-hashes' only when there are any. The hash is of the
// attribute's value as the browser reads it, entities decoded.
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, value] of html.matchAll(STYLE_ATTRIBUTE)) {
    hashes.add(cspHash(value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity])));
  }
  return hashes.size ? ["'unsafe-hashes'", ...hashes] : [];
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function dedupe(parts: string[]): string[] {
  return [...new Set(parts)];
}
