import { createHash } from 'node:crypto';
import { inlineHashes, pagePolicy, remoteSources, socketSources } from '../content-security-policy';

describe('remoteSources', () => {
  it('allows each remote on another origin by the folder of its manifest; paths on this site need nothing', () => {
    expect(
      remoteSources([
        'https://cdn.example.vn/a/mf-manifest.json',
        'https://user:pw@cdn.example.vn/a/mf-manifest.json?v=2#x',
        '/remotes/remote-games/mf-manifest.json',
        'https://ops.example.vn/console/mf-manifest.json',
      ]),
    ).toEqual(['https://cdn.example.vn/a/', 'https://ops.example.vn/console/']);
    expect(remoteSources(['http://127.0.0.1:3102/mf-manifest.json', '/x', '/y', '/z'])).toEqual(['http://127.0.0.1:3102/']);
  });

  it('cannot be made to end a directive or add a policy', () => {
    const [source] = remoteSources(['https://cdn.example.vn/a;script-src,*/m.json', '/x', '/y', '/z']);
    expect(source).toBe('https://cdn.example.vn/a%3Bscript-src%2C*/');
    expect(source).not.toMatch(/[;,\s]/);
  });
});

describe('socketSources', () => {
  it('gives ws or wss for a plain host[:port] only', () => {
    expect(socketSources('example.vn', 'http')).toEqual(['ws://example.vn']);
    expect(socketSources('Example.VN:8443', 'https')).toEqual(['wss://example.vn:8443']);
    expect(socketSources('[::1]:3000', 'http')).toEqual(['ws://[::1]:3000']);
    for (const bad of [undefined, '', 'a b', 'x;y', "x'", 'x/y', 'x:99999999', '*']) expect(socketSources(bad, 'http')).toEqual([]);
  });
});

describe('inlineHashes', () => {
  it('hashes inline scripts and styles exactly as written, and skips scripts with a src', () => {
    const html =
      '<style>a{}</style><STYLE media="x">\nb{}\n</STYLE><script>1</script><script defer src="/m.js"></script><script type="module">2</script>';
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineHashes(html)).toEqual({ style: [sha256('a{}'), sha256('\nb{}\n')], script: [sha256('1'), sha256('2')] });
    // The value CSP documents for the text "1", so the encoding is the browser's.
    expect(sha256('1')).toBe("'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='");
    expect(inlineHashes('<html><script src="/main.js"></script></html>')).toEqual({ script: [], style: [] });
  });
});

describe('pagePolicy', () => {
  it('lists each source once', () => {
    const policy = pagePolicy({ remotes: ['https://a/'], scriptHashes: [], styleHashes: ["'sha256-x'", "'sha256-x'"], sockets: [] });
    expect(policy).toContain("style-src 'self' https://a/ 'sha256-x';");
  });
});
