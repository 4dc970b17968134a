import { createTestApp, type TestApp } from '../../test-utils';
import { CSP_REPORT_BODY_LIMIT, readViolations } from '../csp-report';

const REPORT = {
  'csp-report': {
    'document-uri': 'https://vi.example.vn/vi-tien?token=abc',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'none'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'https://vi.example.vn/main.js#x',
    'script-sample': 'alert(1)',
    'status-code': 200,
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1 });
});
afterAll(() => t.close());

let ipCounter = 0;
const post = (payload: string, type = 'application/csp-report', remoteAddress = `10.2.0.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url: '/api/csp-report', remoteAddress, headers: { 'content-type': type }, payload });

describe('POST /api/csp-report', () => {
  it('takes both report formats and answers 204', async () => {
    expect((await post(JSON.stringify(REPORT))).statusCode).toBe(204);
    const reportTo = [
      { type: 'csp-violation', url: 'https://vi.example.vn/', body: { effectiveDirective: 'style-src-elem', blockedURL: 'inline' } },
    ];
    expect((await post(JSON.stringify(reportTo), 'application/reports+json')).statusCode).toBe(204);
    expect((await post(JSON.stringify(REPORT), 'application/json')).statusCode).toBe(204);
  });

  it('never fails on what it is sent: junk is no report, too much is 413, a wrong type 415', async () => {
    for (const junk of [
      '',
      'not json',
      'null',
      '[1,2,3]',
      '{"csp-report":"x"}',
      JSON.stringify([REPORT, null, { type: 'csp-violation', body: 5 }]),
    ]) {
      expect([junk, (await post(junk)).statusCode]).toEqual([junk, 204]);
    }
    expect((await post(JSON.stringify({ pad: 'x'.repeat(CSP_REPORT_BODY_LIMIT) }))).statusCode).toBe(413);
    expect((await post('a=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
  });

  it('is rate limited per address', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 60; i += 1) expect((await post('{}', 'application/csp-report', ip)).statusCode).toBe(204);
    expect((await post('{}', 'application/csp-report', ip)).statusCode).toBe(429);
    expect((await post('{}', 'application/csp-report', '10.3.0.2')).statusCode).toBe(204);
  });
});

describe('readViolations', () => {
  it('keeps the few fields that say what happened, without query strings', () => {
    expect(readViolations(REPORT)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        page: 'https://vi.example.vn/vi-tien',
        source: 'https://vi.example.vn/main.js',
        line: 12,
        sample: 'alert(1)',
      },
    ]);
  });

  it('bounds what a report can put in the log', () => {
    const long = { 'csp-report': { 'effective-directive': 'x'.repeat(5000) + '\n', 'blocked-uri': 'https://a/\u0000b' } };
    const [violation] = readViolations(long);
    expect(violation.directive).toHaveLength(200);
    expect(violation.blocked).toBe('https://a/ b');
    expect(readViolations(Array.from({ length: 50 }, () => REPORT))).toHaveLength(10);
  });

  it('logs every field as plain characters on its line: no line separators, direction controls or byte order mark', () => {
    const [violation] = readViolations({
      'csp-report': {
        'effective-directive': 'script-src\u2028{"level":60,"msg":"forged"}',
        'blocked-uri': 'https://evil.example/\u202eexe.pdf',
        'document-uri': '\ufeffhttps://vi.example.vn/\u200fvi\u200e-tien\u061c',
        'source-file': 'https://vi.example.vn/\u2066main\u2069.js\u2029x',
        'script-sample': 'a\u0085b\u009bc',
      },
    });
    expect(violation).toEqual({
      directive: 'script-src {"level":60,"msg":"forged"}',
      blocked: 'https://evil.example/exe.pdf',
      page: 'https://vi.example.vn/vi-tien',
      source: 'https://vi.example.vn/main.js x',
      sample: 'a b c',
    });
  });
});
