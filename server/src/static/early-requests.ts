import { API_BASE, AUTH_PATHS, GAME_PATHS, GAME_TYPES, PHASE_LABELS, STORAGE_KEYS, CORE_PATHS } from '@app/shared/contracts';

// The data a signed-in page shows first (who the player is, the balance, the route screen's own
// reads) is asked for by a few lines of script at the top of the page, while the app's script is
// still on its way: on a phone network that is one round trip instead of three after the app
// starts. The app's HTTP client takes these answers instead of asking again
// (shared/src/http/early-responses.ts), once each, only for the same token.
//
// The token lives in the page's storage, not in a cookie, so the server cannot make these requests
// itself; the script does nothing without a stored token that is still valid.

const ME = `${API_BASE}${AUTH_PATHS.me}`;
const BALANCE = `${API_BASE}${CORE_PATHS.balance}`;

/**
 * What a page asks for when a player is signed in, around the route screen's own reads: the balance
 * the header shows first, who the player is last (the session's confirmation, which nothing on
 * screen waits for: the name shown is remembered in storage). Over HTTP/1.1 these share the page's
 * six connections with its files: the first few get one at once, the rest a round trip later.
 */
export const signedInRequests = (screenReads: string[]): string[] => [BALANCE, ...screenReads, ME];

/** What every page asks for when a player is signed in (the shell's header and session). */
export const SIGNED_IN_REQUESTS = signedInRequests([]);

// Only this site's API, read with GET: the list may come from a remote's build on another origin.
const API_READ = /^\/api\/[A-Za-z0-9._~\-/]+(\?[A-Za-z0-9._~\-=&]*)?$/;

const isEarlyRequest = (url: unknown): url is string => typeof url === 'string' && API_READ.test(url) && !/(^|\/)\.\.?(\/|\?|$)/.test(url);

// Runs before the stylesheets in <head> (a script after them would wait for them), but sends its
// requests only once the parser has found the page's files: over HTTP/1.1 a browser opens six
// connections to a site, and the app's script, its stylesheet and the screen's files must have them
// first. That moment is the end of the body (START_EARLY_REQUESTS), or the first free moment of the
// page, whichever comes first: on a visit answered from the cache the app's script, already there,
// runs before any free moment. On a page the installed app's service worker answered, the files
// come from its cache and need no connection: the requests go at once. A token that expires within
// 5 s is left to the app, which refreshes it first. When each answer arrived is kept beside it: a
// screen that sets its clock from the server's time needs the moment of the round trip, not the
// moment it took the answer.
//
// On a prerendered page behind the login, the blanks the build left (data-fill) are written in,
// formatted as the app formats them, from a copy of the answers (the app reads the answers
// themselves): the player's name (remembered in storage) and balance (home, the header), and on a
// game table the round's number, phase (its label, and its colours through data-round-phase) and
// countdown, which ticks on the server's clock until the app takes over. window.__early.filled settles once every answer that fills a blank has been
// written in (or has failed): the app holds its own start for it (host/src/index.ts). Not for the
// player's name: the one remembered in storage is written at once, and /auth/me, asked for last
// (signedInRequests), would hold the app's start a round trip for a name already on screen.
const FILLS: Record<string, string> = {
  [ME]: 'function(j){f("username",j.data.user.username)}',
  [BALANCE]:
    'function(j){var n=Math.round(Number(j.data.balance));if(isFinite(n))f("balance",new Intl.NumberFormat("vi-VN",{maximumFractionDigits:0}).format(n))}',
  ...Object.fromEntries(
    GAME_TYPES.map((game) => {
      const url = `${API_BASE}${GAME_PATHS.current(game)}`;
      // The server's clock is the local one plus the offset measured at the middle of the round trip.
      // Betting ends into the result phase, whose end the answer carries too; past that a new round
      // has begun that the page knows nothing of, and the round is blanked again. An answer without
      // a usable clock or phase fills nothing.
      const fill = `function(j){var o=j.data,t=m[${JSON.stringify(url)}],c=o.serverNow-(t[0]+t[1])/2;if(!isFinite(o.endsAt-c)||!P[o.phase])return;var k=function(){var n=Date.now()+c;if(o.phase=="betting"&&n>=o.endsAt&&o.resultEndsAt>o.endsAt){o.phase="result";o.endsAt=o.resultEndsAt}var q=n<o.endsAt||o.phase=="betting";w("countdown",q?Math.max(0,Math.ceil((o.endsAt-n)/1e3)):B);w("phase",q?P[o.phase]:B);w("round",q?o.sessionId:B);document.querySelectorAll("#prerendered [data-round-phase]").forEach(function(e){e.setAttribute("data-round-phase",o.phase)})},i=setInterval(function(){document.readyState!="loading"&&!document.getElementById("prerendered")?clearInterval(i):k()},250);k();document.addEventListener("DOMContentLoaded",k)}`;
      return [url, fill];
    }),
  ),
};

// Only the fills of the answers this page asks for.
const fillsOf = (urls: string[]) =>
  urls
    .filter((url) => url in FILLS)
    .map((url) => `${JSON.stringify(url)}:${FILLS[url]}`)
    .join(',');

const script = (urls: string[]) =>
  `(function(u){try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});if(!t)return;var p=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));if(!(p.exp*1e3>Date.now()+5e3))return;var h={accept:"application/json",authorization:"Bearer "+t},r={},m={},P=${JSON.stringify(PHASE_LABELS)},B="\\u2026";window.__early={token:t,responses:r,times:m};var w=function(k,v){if(v!=null)document.querySelectorAll('#prerendered [data-fill="'+k+'"]').forEach(function(e){e.textContent=String(v)})},f=function(k,v){w(k,v);document.addEventListener("DOMContentLoaded",function(){w(k,v)})};try{f("username",JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authState)})).state.user.username)}catch(e){}var g={${fillsOf(urls)}};var d=0;window.__early.start=function(){if(d)return;d=1;window.__early.filled=Promise.all(u.map(function(x){var s=Date.now(),q=r[x]=fetch(x,{headers:h,credentials:"include"}).then(function(a){m[x]=[s,Date.now()];return a},function(){return null});var v=g[x]?q.then(function(a){if(a&&a.ok)return a.clone().json().then(g[x])}).catch(function(){}):0;return x==${JSON.stringify(ME)}?0:v}))};var c=navigator.serviceWorker&&navigator.serviceWorker.controller;c?window.__early.start():setTimeout(window.__early.start,0)}catch(e){}})`;

/** At the end of the body: the page's files are all found, the early requests may go. */
export const START_EARLY_REQUESTS = '<script>window.__early&&window.__early.start()</script>';

export function earlyRequestsScript(urls: string[]): string {
  const list = [...new Set(urls.filter(isEarlyRequest))];
  if (list.length === 0) return '';
  return `<script>${script(list)}(${JSON.stringify(list)})</script>`;
}
