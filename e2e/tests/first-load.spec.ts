import { expect, test } from '../support/test';
import { loginViaUi, registerViaApi } from '../support/players';
import { urls } from '../support/urls';

// The page the server sends names what the route's screen needs (page-head.ts on the server), so
// a phone fetches it all in one wave after the HTML; and the screen still comes, and works, when
// the scripts are slow, and when the remote lives on another origin.

const page = (base: string, path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html' } }).then((r) => r.text());

test('the HTML of /dang-nhap carries the start-up data and preloads the login screen\'s remote entry and files', async () => {
  const html = await page(urls.main, '/dang-nhap');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" href="\/remotes\/remote-auth\/remoteEntry\.js\?v=[0-9a-f]{16}" as="script">/);
  expect(head).toMatch(/<link rel="preload" href="\/remotes\/remote-auth\/static\/js\/__federation_expose_LoginScreen\.[0-9a-f]+\.js" as="script">/);
  expect(head).toMatch(/<link rel="preload" href="\/remotes\/remote-auth\/static\/css\/[^"]+\.css" as="style">/);
  expect(head).not.toMatch(/rel="preload" href="[^"]*remote-(games|wallet)\//);
  const boot = JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(head)![1]);
  expect(Object.keys(boot)).toEqual(['remotes', 'publicConfig', 'manifests']);
  // The host's script is named by build, so it is cached for a year.
  expect(html).toMatch(/<script defer="defer" src="\/main\.js\?[0-9a-f]{20}">/);
});

test('the preloaded login screen is used as it is, with no second request for the registry, the config or the manifest', async ({ page: tab }) => {
  const asked: string[] = [];
  tab.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await tab.goto('/dang-nhap');
  await expect(tab.getByLabel('Mật khẩu', { exact: true })).toBeVisible();
  expect(asked.filter((path) => /remotes\.json|public-config|mf-manifest\.json/.test(path))).toEqual([]);
  expect(asked.filter((path) => path.endsWith('/remoteEntry.js'))).toEqual(['/remotes/remote-auth/remoteEntry.js']);
});

test('with the host\'s script 4 s late, the login screen still comes and signs the player in', async ({ page: tab }) => {
  const player = await registerViaApi(urls.main);
  await tab.route(/\/main\.js\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  // Not waiting for the load event, which waits for the late script itself.
  await tab.goto('/dang-nhap', { waitUntil: 'commit' });
  await expect(tab.getByText('Đang tải...').first()).toBeVisible();
  await loginViaUi(tab, player);
  await expect(tab.getByTestId('header-username')).toHaveText(player.username);
});

test('a remote moved to another origin through /remotes.json is preloaded from there', async ({ page: tab }) => {
  const html = await page(urls.alt, '/dang-nhap');
  expect(html).toContain(`<link rel="preload" href="${urls.authOrigin}/remoteEntry.js?v=`);
  const player = await registerViaApi(urls.alt);
  await tab.goto(`${urls.alt}/dang-nhap`);
  await loginViaUi(tab, player);
  await expect(tab.getByTestId('header-username')).toHaveText(player.username);
});
