import { printable, printableLines } from '../cli/printable';

const CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029\u200e\u200f\u061c\ufeff]/;

describe('printable', () => {
  it('removes ANSI escape sequences whole, 7-bit and 8-bit', () => {
    expect(printable('\x1b[31mđỏ\x1b[0m')).toBe('đỏ');
    expect(printable('a\x1b[2J\x1b[1;1Hb')).toBe('ab');
    expect(printable('\x1b]0;pwned\x07title')).toBe('title');
    expect(printable('\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\')).toBe('link');
    expect(printable('\x9b31mx\x9d0;t\x9cy')).toBe('xy');
    expect(printable('\x1bPq#0;2;0;0;0\x1b\\z')).toBe('z');
    expect(printable('keep\x1b7\x1b8 me\x1bc')).toBe('keep me');
    expect(printable('unterminated \x1b]0;rest of it')).toBe('unterminated ');
    expect(printable('dangling \x1b')).toBe('dangling ');
  });

  it('removes C0 and C1 controls and bidi overrides, turning line breaks and tabs into spaces', () => {
    expect(printable('a\x00b\x07c\x08d\x7fe\x85f\x80g')).toBe('abcde fg');
    expect(printable('row\r\nfake row\tcell')).toBe('row  fake row cell');
    expect(printable('fdp.\u202egnp\u202c \u2066x\u2069')).toBe('fdp.gnp x');
    const nasty =
      Array.from({ length: 0xa0 }, (_, i) => String.fromCharCode(i)).join('') + '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(printable(nasty)).not.toMatch(CONTROLS);
    expect(printable(nasty)).not.toMatch(/\n/);
  });

  it('turns the line and paragraph separators into spaces and removes the direction marks and the byte order mark', () => {
    expect(printable('row\u2028fake row\u2029x')).toBe('row fake row x');
    expect(printable('\u200fabc\u200e\u061cdef\ufeff')).toBe('abcdef');
    expect(printable('admin\ufeff')).toBe(printable('admin'));
    const nasty = '\u2028\u2029\u200e\u200f\u061c\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(printable(`a${nasty}b`)).not.toMatch(CONTROLS);
    // The CLI's own line breaks stay; a separator inside a value does not make a new line.
    expect(printableLines(`a${nasty}\nb`)).toBe('a  \nb');
  });

  it("leaves Vietnamese text, symbols and the CLI's own line breaks alone", () => {
    const table = 'ID  Tên đăng nhập  Số dư\n1   người_chơi      1.500.000 ₫ – “ok”';
    expect(printableLines(table)).toBe(table);
    expect(printableLines('a\x1b[31m\nb\rc')).toBe('a\nb c');
  });
});
