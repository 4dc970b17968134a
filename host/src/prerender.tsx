import { renderToString } from 'react-dom/server';
import { sessionStore } from '@app/shared';
import { recentActivityStore } from '@app/shared/signed-in';
import { MemoryRouter } from '@app/shared/router';
import { AppRoutes, loadSignedInScreens } from './app/router';
import { ScreenSlots } from './features/prerender/screen-slots';
import { PhoneFrame } from './layouts/phone-frame/phone-frame';

// The pages drawn at build time (shared/build/webpack-prerender.cjs), by "<path> <device>": the
// sign-in pages, which look the same for everyone, home and the game tables, whose player's own
// name and balance (and the round) are left blank (data-fill) for the page to fill in from the
// answers it asked for itself (server/src/static/early-requests.ts). Each remote screen is left as
// a marker for the server to fill with the remote's own prerendered screen (ScreenSlots).
/** Pages only a signed-in player sees: a visitor without a session is sent to sign in at once. */
const SIGNED_IN_PAGES = ['/', '/tro-choi/tai-xiu', '/tro-choi/xoc-dia'];
const PAGES = ['/dang-nhap', '/dang-ky', ...SIGNED_IN_PAGES];
const DEVICES = ['desktop', 'mobile'] as const;

// Who is drawn on a page behind the login: nobody in particular (a token that only looks like one,
// for the route guard; nothing is asked of the server at build time).
const segment = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const SOMEONE = {
  token: `${segment({ alg: 'none' })}.${segment({ exp: 1, iat: 0, userId: 0, username: 'prerender' })}.prerender`,
  user: { id: 0, username: '', phone: '', role: 'user' as const, dev_tools_enabled: false, createdAt: '' },
  isAuthenticated: true,
  isLoading: false,
};
const BLANK = '\u2026';

// What data-fill marks is the player's own: blank until the page fills it in.
const blankFills = (html: string) => html.replace(/(<[^>]*\bdata-fill="[a-z]+"[^>]*>)[^<]*/g, `$1${BLANK}`);

export async function prerender(): Promise<{ screens: Record<string, string>; signedIn: string[] }> {
  const pages: Record<string, string> = {};
  Object.assign(sessionStore, SOMEONE);
  await loadSignedInScreens(() =>
    renderToString(
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes />
      </MemoryRouter>,
    ),
  );
  Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
  for (const path of PAGES) {
    const signedIn = SIGNED_IN_PAGES.includes(path);
    if (signedIn) {
      Object.assign(sessionStore, SOMEONE);
      // The player's recent activity is theirs too: drawn as loading, never as an empty list.
      recentActivityStore.isLoading = true;
    }
    for (const device of DEVICES) {
      pages[`${path} ${device}`] = blankFills(
        renderToString(
          <ScreenSlots.Provider value>
            <PhoneFrame prerendered={device}>
              <MemoryRouter initialEntries={[path]}>
                <AppRoutes />
              </MemoryRouter>
            </PhoneFrame>
          </ScreenSlots.Provider>,
        ),
      );
    }
    if (signedIn) {
      Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
      recentActivityStore.isLoading = false;
    }
  }
  return { screens: pages, signedIn: SIGNED_IN_PAGES };
}
