import { maskUsername } from '../big-wins';

describe('maskUsername', () => {
  it('keeps the first 4 and the last 2 characters of a name of 7 or more', () => {
    expect(maskUsername('tuanvip88')).toBe('tuan***88');
    expect(maskUsername('abcdefg')).toBe('abcd***fg');
  });

  it('hides about half of a short name or more', () => {
    expect(maskUsername('abcdef')).toBe('ab***f');
    expect(maskUsername('abcde')).toBe('a***e');
    expect(maskUsername('abcd')).toBe('a***d');
    expect(maskUsername('abc')).toBe('a***');
    expect(maskUsername('a')).toBe('a***');
    expect(maskUsername('')).toBe('***');
  });

  it('never splits a character', () => {
    expect(maskUsername('đức😀anh99')).toBe('đức😀***99');
  });
});
