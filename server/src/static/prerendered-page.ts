import { readFileSync } from 'node:fs';
import { MOBILE_USER_AGENT, STORAGE_KEYS } from '@app/shared/contracts';
import { afterCharset } from './page-head';

// The screen a page shows, drawn at build time, composed into the HTML the server sends: on a
// phone network the player sees the form (and can type into it) as soon as the HTML and its
// stylesheets are in, seconds before the app's script has arrived and run. The app then takes the
// screen over, keeping what was typed (host/src/features/prerender/take-over.ts).
//
// The host draws its layouts for each such page and each kind of device (the phone frame differs),
// leaving a marker where the route's remote screen goes; the remote draws that screen. Both come
// from their builds' prerender.json. A page is composed only when both are there: never half.

export interface HostPrerender {
  /** Markup by "<path> <device>" (device: mobile | desktop). */
  screens: Record<string, string>;
  /** Pages behind the login (their markup leaves the player's data blank for the page to fill). */
  signedIn: string[];
}

export interface ScreenPrerender {
  /** The remote screen's markup. */
  html: string;
  /** Stylesheets for that markup (absolute URLs). */
  css: string[];
}

const ROOT = /<div id="root"><div id="boot"[^>]*>[^<]*<\/div><\/div>/;
const slot = (screenId: string) => `<div data-prerender-screen="${screenId}"></div>`;

// Until the app runs, a submit (Enter in a field, a tap on the button) would send the form the
// browser's way: the password in the address. It is held instead, and the app sends it on taking
// over (window.__pendingSubmit). A press on the drawn screen is noted too (window.__pressing): a tap
// whose finger went down on the drawn button and came up after the app had replaced it would make
// no click at all, so the app waits for the press to end before taking over. A tap on a drawn
// button (not a submit: that is held above) is noted by the name the build left on it, data-replay
// (window.__pendingClicks, in order): the drawn button does nothing, the app's button of the same
// name is clicked for it on taking over ('Luật chơi' tapped the instant the table is drawn).
const HOLD_SUBMITS = `<script>(function(d,w){var o=function(e){return e.target&&e.target.closest&&e.target.closest("#prerendered")};d.addEventListener("submit",function(e){if(o(e)){e.preventDefault();w.__pendingSubmit=true}},true);d.addEventListener("pointerdown",function(e){if(o(e))w.__pressing=true},true);["pointerup","click","pointercancel"].forEach(function(t){d.addEventListener(t,function(){w.__pressing=false},true)});d.addEventListener("click",function(e){var b=o(e)&&e.target.closest("button[data-replay]");if(b&&b.type!=="submit")(w.__pendingClicks=w.__pendingClicks||[]).push(b.getAttribute("data-replay"))},true)})(document,window)</script>`;

export function readHostPrerender(file: string): HostPrerender {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { screens?: unknown; signedIn?: unknown };
    const screens = parsed.screens && typeof parsed.screens === 'object' ? (parsed.screens as Record<string, unknown>) : {};
    return {
      screens: Object.fromEntries(Object.entries(screens).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      signedIn: Array.isArray(parsed.signedIn) ? parsed.signedIn.filter((path): path is string => typeof path === 'string') : [],
    };
  } catch {
    // No prerendered pages in this build: every page is drawn by the app.
    return { screens: {}, signedIn: [] };
  }
}

export const deviceOf = (userAgent: string | undefined) => (MOBILE_USER_AGENT.test(userAgent ?? '') ? 'mobile' : 'desktop');

/**
 * The markup of this page's screen, drawn at build time, or null when this page has none (not
 * prerendered, or a part is missing). `screenId` is the route's remote screen (remote_auth/LoginScreen).
 */
export function prerenderedMarkup({
  path,
  device,
  host,
  screenId,
  screen,
}: {
  path: string;
  device: 'mobile' | 'desktop';
  host: HostPrerender;
  screenId?: string;
  screen?: ScreenPrerender;
}): string | null {
  const layout = host.screens[`${path} ${device}`];
  if (!layout) return null;
  // A page of the host's own (home) has no remote screen in it.
  if (!layout.includes('data-prerender-screen=')) return layout;
  if (!screenId || !screen || !layout.includes(slot(screenId))) return null;
  return layout.replace(slot(screenId), () => screen.html);
}

// A page behind the login, drawn for a player, is no page for a visitor without a session: they are
// sent to sign in before it is drawn (the app would send them there too, seconds later; home is
// where they come back to).
const SIGNED_IN_ONLY = `<script>try{if(!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}))location.replace("/dang-nhap")}catch(e){}</script>`;

/**
 * The page with `markup` in place of the boot screen (unchanged if the page has no boot screen);
 * `signedIn` for a page behind the login.
 */
export function withPrerenderedMarkup(page: string, markup: string, signedIn = false): string {
  if (!ROOT.test(page)) return page;
  // These go first in <head>: a script after the stylesheets would wait for them. Without that
  // place for the held submits, no drawn form: it would submit the browser's way.
  const held = afterCharset(page, `${signedIn ? SIGNED_IN_ONLY : ''}${HOLD_SUBMITS}`);
  return held ? held.replace(ROOT, () => `<div id="root"></div><div id="prerendered">${markup}</div>`) : page;
}
