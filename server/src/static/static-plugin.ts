import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FEATURES, OPERATOR_ROLES, API_BASE, STATIC_PATHS } from '@app/shared/contracts';
import { notFound } from '../http/app-error';
import { definePlugin } from '../http/define-plugin';
import { ok } from '../http/respond';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-headers';
import { pageHead, withPageHead, type RouteScreens, type SignedInFiles } from './page-head';
import { deviceOf, prerenderedMarkup, readHostPrerender, withPrerenderedMarkup, type ScreenPrerender } from './prerendered-page';
import type { RemoteUrls } from '../config/app-config';
import { RELEASES_URL } from '../remotes/release-store';
import { createRemoteManifests } from './remote-manifests';

const KNOWN_REMOTES = ['remote-auth', 'remote-wallet', 'remote-games', 'remote-admin'];
// Served only to an operator's session (the console).
const OPERATOR_REMOTES = new Set(['remote-admin']);
const NOT_THE_SPA = /^\/(api|socket\.io|remotes|releases)(\/|$)/;
const SOURCE_MAP = /\.map$/i;

// The built front ends: the host at /, each remote at /remotes/<name>/, the runtime list of remotes,
// the public configuration, and the SPA fallback. Missing builds are skipped with a warning, so the
// API runs (and is tested) without them.
export const staticPlugin = definePlugin(
  'static',
  async (app: FastifyInstance) => {
    const { staticRoot } = app.config;
    const hostDist = join(staticRoot, 'host', 'dist');
    const hostIndex = join(hostDist, 'index.html');
    const hasHost = existsSync(hostIndex);
    // Read once: every page load gets it from memory, with the start-up data and preloads of its
    // route added (page-head.ts).
    const indexHtml = hasHost ? readFileSync(hostIndex, 'utf8') : '';
    const routeScreens = readRouteScreens(join(hostDist, 'route-screens.json'));
    const signedInFiles = readSignedInFiles(join(hostDist, 'signed-in-files.json'));
    const hostPrerender = readHostPrerender(join(hostDist, 'prerender.json'));
    const manifests = createRemoteManifests(staticRoot, app.log, app.config.releasesDir);
    // The route's remote screen as its build drew it, if the remote is known and drew it.
    // What this browser's pages load of each remote: the registry's pointers for its canary group
    // (remotes/), the configured URL for a remote the registry does not know.
    const remotesFor = (group: string | null) => {
      const choices = app.remoteRegistry.choices(group);
      return { remotes: { ...app.config.remotes, ...choices.remotes }, remoteVersions: choices.versions };
    };
    const prerenderedScreen = (remotes: RemoteUrls, screenId: string | undefined): ScreenPrerender | undefined => {
      const [remote, expose] = screenId?.split('/') ?? [];
      const url = remotes[remote as keyof RemoteUrls];
      const drawn = url ? manifests.get(url)?.prerendered : undefined;
      const screen = drawn?.screens.get(expose);
      return drawn && screen ? { html: screen, css: drawn.css } : undefined;
    };

    // Source maps are written by every production build (operators feed them to error tracking) but
    // handed out only when SOURCE_MAPS_PUBLIC says so. The JS keeps its sourceMappingURL comment:
    // without the map it is a 404 that only an open devtools panel asks for, and with the setting on,
    // devtools find the maps without a rebuild.
    const { sourceMapsPublic } = app.config;
    const allowedPath = (pathName: string) => sourceMapsPublic || !SOURCE_MAP.test(pathName);

    const common = {
      decorateReply: false,
      allowedPath,
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore' as const,
      // Serves main.js.br / main.js.gz when the build produced them (no compression at run time).
      preCompressed: true,
    };

    if (hasHost) {
      await app.register(fastifyStatic, {
        ...common,
        root: hostDist,
        prefix: '/',
        // / and /index.html have routes of their own below (they win over the wildcard), which add
        // the preload hints.
        index: false,
        setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path, reply.request.url)),
      });
    } else {
      app.log.warn({ path: hostDist }, 'host build not found; the front end is not served');
    }

    for (const name of remoteFolders(staticRoot)) {
      const dist = join(staticRoot, name, 'dist');
      if (!existsSync(dist)) {
        app.log.warn({ path: dist }, `${name} build not found; it is not served`);
        continue;
      }
      if (OPERATOR_REMOTES.has(name)) {
        // The console's code goes only to a live operator session (its cookie comes with the
        // host's requests for the files, which are of this site). Being an authenticated answer, it
        // is sent no-store (security-headers.ts): no cache keeps a copy to hand to anyone else.
        await app.register(async (scope) => {
          scope.addHook('onRequest', app.requireOperator(OPERATOR_ROLES));
          await scope.register(fastifyStatic, {
            ...common,
            root: dist,
            prefix: `/remotes/${name}/`,
          });
        });
        continue;
      }
      await app.register(fastifyStatic, {
        ...common,
        root: dist,
        prefix: `/remotes/${name}/`,
        // The host may run on another origin than its remotes.
        setHeaders: (reply, path) => {
          reply.header('cache-control', cacheControlFor(path, reply.request.url));
          reply.header('access-control-allow-origin', '*');
        },
      });
    }

    // The published versions of the remotes (npm run remote:publish): a version's files never
    // change, so all are cached for a year. The console's versions, like its build, go only to an
    // operator session.
    // The folder may not exist yet: a version published later is served as soon as its files are.
    const releasesDir = app.config.releasesDir ?? join(staticRoot, 'releases');
    try {
      await app.register(async (scope) => {
        const operatorOnly = app.requireOperator(OPERATOR_ROLES);
        scope.addHook('onRequest', async (request, reply) => {
          if (request.url.startsWith(`${RELEASES_URL}/${[...OPERATOR_REMOTES][0]}/`)) await operatorOnly(request, reply);
        });
        await scope.register(fastifyStatic, {
          ...common,
          root: releasesDir,
          suppressWarning: true,
          prefix: `${RELEASES_URL}/`,
          setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
        });
      });
    } catch (error) {
      app.log.warn({ err: error, path: releasesDir }, 'releases folder not usable; published versions are not served');
    }

    app.get('/remotes.json', async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remotesFor(app.canaryGroups.forPage(request, reply)).remotes;
    });

    // The operators' content (announcement, maintenance notice, support links) as this node holds
    // it, read on every page served; a change reaches pages already open on the socket.
    const publicConfig = () => ({
      ...app.siteContent.current(),
      pwaEnabled: app.config.pwaEnabled,
      features: { ...FEATURES },
    });
    app.get(`${API_BASE}${STATIC_PATHS.publicConfig}`, async () => ok(publicConfig()));

    const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(body);
    const sendPage = (path: string, request: FastifyRequest, reply: FastifyReply) => {
      const route = path.replace(/(.)\/$/, '$1');
      const { remotes, remoteVersions } = remotesFor(app.canaryGroups.forPage(request, reply));
      const head = pageHead(route, { remotes, remoteVersions, publicConfig: publicConfig(), routeScreens, manifests, signedInFiles });
      const screenId = routeScreens[route];
      const screen = prerenderedScreen(remotes, screenId);
      const markup = prerenderedMarkup({
        path: route,
        device: deviceOf(request.headers['user-agent']),
        host: hostPrerender,
        screenId,
        screen,
      });
      if (!markup) return html(reply, withPageHead(indexHtml, head));
      return html(reply, withPrerenderedMarkup(withPageHead(indexHtml, head, screen?.css), markup, hostPrerender.signedIn.includes(route)));
    };

    if (hasHost) {
      app.addHook('onReady', () => manifests.load(app.remoteRegistry.allManifestUrls()));
      // A version just pointed at is read at once: the next page already carries its screen and hints.
      const stopWarming = app.remoteRegistry.onChange(() => void manifests.load(app.remoteRegistry.allManifestUrls()));
      app.addHook('onClose', async () => stopWarming());
      app.get('/', async (request, reply) => sendPage('/', request, reply));
      // The bare shell, as the build wrote it: the service worker precaches it by this name with the
      // other files of the build (fetched with Accept: */*). A page opened from it has no start-up
      // data, and the host fetches what it needs.
      app.get('/index.html', async (_request, reply) => html(reply, indexHtml));
    }

    // A page the browser navigates to (/dang-nhap, /vi-tien, ...) is the SPA's to route; anything
    // else that matched nothing is a JSON 404.
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0];
      const wantsPage =
        hasHost &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NOT_THE_SPA.test(path) &&
        !SOURCE_MAP.test(path) &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return sendPage(path, request, reply);
      return reply.code(404).send(notFound().toBody());
    });
  },
  ['config', 'authentication', 'site-content', 'remotes'],
);

function remoteFolders(staticRoot: string): string[] {
  let found: string[] = [];
  try {
    found = readdirSync(staticRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^remote-[a-z0-9-]+$/.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    // STATIC_ROOT itself is missing: the known remotes are reported one by one below.
  }
  return [...new Set([...KNOWN_REMOTES, ...found])];
}

// The files a signed-in page loads after the host's script; without the file (an older host build)
// those pages go without their preloads.
function readSignedInFiles(file: string): SignedInFiles {
  try {
    const { js, css } = JSON.parse(readFileSync(file, 'utf8')) as Partial<SignedInFiles>;
    const names = (list: unknown) => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : []);
    return { js: names(js), css: names(css) };
  } catch {
    return { js: [], css: [] };
  }
}

// Which remote screen each page of the host shows; without the file (an older host build) pages
// simply go without preloads.
function readRouteScreens(file: string): RouteScreens {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteScreens;
  } catch {
    return {};
  }
}
