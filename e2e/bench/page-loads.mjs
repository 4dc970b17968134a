// Page loads under Lighthouse's mobile throttling (562.5 ms round trip, 1.6 Mbps down, 750 kbps
// up, 4x CPU), applied over CDP to every page: when the element the player came for is on screen
// (not only LCP), how many bytes of JavaScript and how many requests it took, cold (a new browser
// profile) and warm (the same profile loading the page again).
import { gzipSync } from 'node:zlib';

export const THROTTLE = { latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
// The same link with the 150 ms round trip Lighthouse's mobile profile names (its simulated RTT; the
// 562.5 ms above is that figure as Lighthouse applies it over DevTools, request by request).
export const THROTTLE_RTT_150 = { ...THROTTLE, latency: 150 };

// Runs in the page before anything else: records the LCP and the first animation frame in which
// `ready` holds (the frame about to be painted), both in ms since navigation started.
function installProbes(ready) {
  window.__lcp = 0;
  window.__ready = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = entry.startTime;
      // Which element it was: a late LCP is only fixable once its element is known.
      const el = entry.element;
      const cls = el?.getAttribute('class')?.split(' ')[0];
      window.__lcpElement = el ? `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const holds = new Function(`return (${ready})`);
  const check = (now) => {
    try {
      if (holds()) {
        window.__ready = now;
        return;
      }
    } catch {
      // The page is not there yet: look again next frame.
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export const visible = (selector) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return false; const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; })()`;

export async function throttledPage(context, { cold, throttle = THROTTLE }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: Boolean(cold) });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttle });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** What a player sees `ms` after starting a cold, throttled load of `url`: a screenshot to `file`. */
export async function screenshotAt(context, url, ms, file) {
  const page = await throttledPage(context, { cold: true });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForTimeout(Math.max(0, ms - (Date.now() - started)));
  await page.screenshot({ path: file });
  await page.close();
}

/**
 * One load of `url` in `context`, throttled. `ready` is a JS expression evaluated in the page each
 * frame. With `cold`, the HTTP cache is bypassed for this page (the service worker is not).
 */
export async function measureLoad(context, url, { ready, cold, waterfall = false }) {
  const page = await throttledPage(context, { cold });
  await page.addInitScript(installProbes, ready);
  let requests = 0;
  const js = [];
  const rows = [];
  let started = 0;
  page.on('request', (request) => {
    requests++;
    if (waterfall) rows.push({ request, at: Date.now() - started });
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    // A response from the HTTP cache or the service worker moved no bytes.
    if (type.includes('javascript') && !response.fromServiceWorker()) {
      js.push(
        response
          .request()
          .sizes()
          .then((sizes) => (sizes.responseBodySize > 0 ? response.body() : Buffer.alloc(0)))
          .catch(() => Buffer.alloc(0)),
      );
    }
  });
  started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__ready > 0, null, { timeout: 60_000, polling: 200 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(300);
  const { lcp, lcpElement, readyAt } = await page.evaluate(() => ({
    lcp: window.__lcp,
    lcpElement: window.__lcpElement,
    readyAt: window.__ready,
  }));
  const bodies = await Promise.all(js);
  const jsGzip = bodies.reduce((n, body) => n + (body.length ? gzipSync(body, { level: 9 }).length : 0), 0);
  let lines;
  if (waterfall) {
    lines = await Promise.all(
      rows.map(async ({ request, at }) => {
        const timing = request.timing();
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        const done = timing.responseEnd > 0 ? Math.round(timing.startTime - started + timing.responseEnd) : -1;
        return `${String(at).padStart(6)} → ${String(done).padStart(6)}  ${String(sizes.responseBodySize).padStart(7)}  ${request.url().replace(/^https?:\/\/[^/]+/, '')}`;
      }),
    );
  }
  await page.close();
  return { ready: readyAt, lcp, lcpElement, jsGzip, requests, waterfall: lines };
}
