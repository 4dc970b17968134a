import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineHashes, pagePolicy, remoteSources, socketSources, styleAttributeHashes } from './content-security-policy';
import { definePlugin } from './define-plugin';

// A year, and the subdomains: once a player has reached the wallet over TLS, no later visit (a
// captive portal, a hostile Wi-Fi) can downgrade it to plain HTTP and read the session.
export const HSTS = 'max-age=31536000; includeSubDomains';

// The headers every answer of a money app carries (@fastify/helmet is not a dependency), and the
// Content-Security-Policy on every page:
// - nosniff: an API answer or a file is never run as a script or styled as a sheet by guessing;
// - DENY framing (X-Frame-Options for browsers without frame-ancestors): no clickjacking of the wallet;
// - no full URLs leaking to other origins in the Referer;
// - HSTS on answers that came over TLS (request.protocol honours X-Forwarded-Proto with TRUST_PROXY);
// - the page policy (content-security-policy.ts) on anything sent as text/html: the host's page for
//   every route, and whatever else might ever answer in HTML;
// - no-store on every answer to a request the server authenticated (its access token checked by
//   requireUser, requirePlayer or requireOperator), whatever the route set: a balance, a withdrawal or an operator's
//   list must not stay in a shared proxy, the browser's disk cache or the back button of a shared
//   phone once its player has signed out. And on every other /api answer that names no caching of
//   its own (login, signup and refresh carry a token; errors and logouts name the player), so only a
//   route that chose to be cached (the public bank directory) is.
export const securityHeadersPlugin = definePlugin(
  'security-headers',
  async (app: FastifyInstance) => {
    // The remotes' sources follow the registry's pointers (every version a page may be sent to,
    // live, previous or candidate); before the registry is up, the configured URLs.
    let sourcesOf = { key: '', sources: [] as string[] };
    const remoteSourcesNow = () => {
      const urls = app.hasDecorator('remoteRegistry') ? app.remoteRegistry.allManifestUrls() : Object.values(app.config.remotes);
      const key = urls.join(' ');
      if (key !== sourcesOf.key) sourcesOf = { key, sources: remoteSources(urls) };
      return sourcesOf.sources;
    };
    const runtimeStyles = readRuntimeStyleHashes(app);

    const policyFor = (request: FastifyRequest, payload: unknown) => {
      // The host's page is a string (index.html plus preload hints); its inline blocks are hashed as
      // sent. A streamed HTML file gets no inline allowance at all.
      const inline = typeof payload === 'string' ? inlineHashes(payload) : { script: [], style: [] };
      const attributes = typeof payload === 'string' ? styleAttributeHashes(payload) : [];
      return pagePolicy({
        remotes: remoteSourcesNow(),
        scriptHashes: inline.script,
        styleHashes: [...inline.style, ...runtimeStyles, ...attributes],
        sockets: socketSources(request.host, request.protocol),
      });
    };

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (request.auth || (isApi(request) && !reply.hasHeader('cache-control'))) reply.header('cache-control', NO_STORE);
      if (isHtml(reply) && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', policyFor(request, payload));
      }
      return payload;
    });
  },
  ['config'],
);

export const NO_STORE = 'no-store';

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^\s*text\/html\b/i.test(type);
}

const RUNTIME_STYLES_FILE = 'csp-hashes.json';

// Stylesheets the bundle injects as <style> at run time cannot be hashed from the page: the host's
// build writes their hashes next to index.html (shared/build/csp-style-hashes.cjs).
function readRuntimeStyleHashes(app: FastifyInstance): string[] {
  const hostDist = join(app.config.staticRoot, 'host', 'dist');
  const file = join(hostDist, RUNTIME_STYLES_FILE);
  if (!existsSync(file)) {
    if (existsSync(join(hostDist, 'index.html'))) {
      app.log.warn({ path: file }, 'no style hashes from the host build; toasts will be unstyled under the CSP');
    }
    return [];
  }
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { 'style-src'?: unknown };
    const hashes = Array.isArray(parsed['style-src']) ? parsed['style-src'] : [];
    return hashes.filter((hash): hash is string => typeof hash === 'string' && /^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/.test(hash));
  } catch (error) {
    app.log.warn({ err: error, path: file }, 'unreadable style hashes from the host build');
    return [];
  }
}
