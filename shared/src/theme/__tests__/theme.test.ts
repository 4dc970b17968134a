// The `./theme.css` specifier is mapped to identity-obj-proxy by the jest preset, so the real module
// is loaded by its file name here.
type ThemeModule = typeof import('../theme.css');
const { vars } = require('../theme.css.ts') as ThemeModule;

function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n');
}

describe('theme', () => {
  it('exposes tokens as CSS variables', () => {
    expect(vars.color.gold).toMatch(/^var\(--[\w-]+\)$/);
    expect(vars.color.bg).toMatch(/^var\(--/);
    expect(vars.radius.md).toMatch(/^var\(--/);
    expect(vars.z.modal).toMatch(/^var\(--/);
    expect(vars.font.body).toMatch(/^var\(--/);
  });

  it('defines the tokens on :root with the brand colours', () => {
    const css = injectedCss();
    expect(css).toMatch(/:root\s*\{/);
    expect(css).toContain('#f5c542');
    expect(css).toContain('#0f0c29');
    expect(css).toContain('#e23b3b');
  });

  it('uses a system font stack with Vietnamese coverage and no web font', () => {
    const css = injectedCss();
    expect(css).toContain('system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif');
    expect(css).not.toMatch(/Be Vietnam Pro|@font-face|url\(\s*['"]?https?:/);
  });

  it('resets box-sizing and the body margin and kills the tap highlight', () => {
    const css = injectedCss();
    expect(css).toMatch(/box-sizing:\s*border-box/);
    expect(css).toMatch(/-webkit-tap-highlight-color:\s*transparent/);
    expect(css).toMatch(/html, body\s*\{[^}]*margin:\s*0/);
  });

  it('themes react-toastify', () => {
    const css = injectedCss();
    expect(css).toContain('--toastify-color-dark');
    expect(css).toContain('.Toastify .Toastify__toast-container');
  });

  it('is re-exported from theme/index', () => {
    expect(Object.keys(require('../index.ts'))).toContain('vars');
  });
});
