import { expect, test } from '../support/test';
import { urls } from '../support/urls';

// The page is locked down: a strict Content-Security-Policy on every HTML answer, no framing, no
// sniffing, no source maps for anyone. The suite's `test` fails any test whose pages report a CSP
// violation; the last test here proves that listener hears one.

// As a browser navigating asks (an API client asking for JSON gets JSON, even a 404).
const page = { headers: { accept: 'text/html,application/xhtml+xml' } };

test('every page answer carries the CSP and the other security headers', async ({ request }) => {
  for (const path of ['/', '/dang-nhap', '/ngan-hang', '/khong-co-trang-nay']) {
    const response = await request.get(`${urls.main}${path}`, page);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    const csp = response.headers()['content-security-policy'] ?? '';
    for (const directive of ["default-src 'none'", "script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp, `${path}: ${directive}`).toContain(directive);
    }
    expect(csp, path).not.toContain('unsafe-inline');
    expect(csp, path).not.toContain('unsafe-eval');
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // Plain http here: HSTS only goes out over https.
    expect(response.headers()['strict-transport-security'], path).toBeUndefined();
  }
});

test('a remote on another origin is allowed by its folder, in the policy of the server that uses it', async ({ request }) => {
  const csp = (await request.get(`${urls.alt}/dang-nhap`, page)).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src [^;]*${urls.authOrigin.replace(/[.]/g, '\\.')}/`));
});

test('source maps are not served', async ({ request }) => {
  const html = await (await request.get(`${urls.main}/dang-nhap`, page)).text();
  const script = /<script[^>]+src="([^"?]+\.js)(\?[^"]*)?"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const map = await request.get(new URL(`${script}.map`, `${urls.main}/`).toString());
  expect(map.status()).toBe(404);
  expect((await request.get(`${urls.main}/main.js.map`)).status()).toBe(404);
});

test.describe('the violation listener', () => {
  test.use({ allowCspViolations: true });

  test('hears an inline script the policy refuses, and the script does not run', async ({ page, cspViolations }) => {
    await page.goto('/dang-nhap');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
    });
    await expect.poll(() => cspViolations.map((v) => v.directive)).toContain('script-src-elem');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
