import {
  CHAT_MESSAGES,
  CHAT_TEXT_MAX,
  ChatWordsBody,
  SendChatBody,
  cleanChatText,
  chatContentProblem,
  chatWordMatcher,
  hasChatLink,
  hasChatPhone,
} from '../chat';
import { check } from '..';

// The chat's rules on text, as the server applies them: what a message is, and what it may not carry.
describe('a message’s text', () => {
  it('is trimmed, composed and rid of invisible characters; empty, too long or several lines are refused', () => {
    expect(check(SendChatBody, { text: '  xin\u200b chào  ' })).toEqual({ ok: true, value: { text: 'xin chào' } });
    // Decomposed Vietnamese (a Mac's keyboard) is kept composed: one code point a letter.
    expect(cleanChatText('tha\u0306\u0301ng')).toBe('thắng');
    expect(check(SendChatBody, { text: ' \u202e ' })).toMatchObject({ ok: false, field: 'text', message: CHAT_MESSAGES.empty });
    expect(check(SendChatBody, { text: 'a'.repeat(CHAT_TEXT_MAX + 1) })).toMatchObject({ message: CHAT_MESSAGES.tooLong });
    expect(check(SendChatBody, { text: '🎲'.repeat(CHAT_TEXT_MAX) })).toMatchObject({ ok: true });
    expect(check(SendChatBody, { text: 'a\nb' })).toMatchObject({ message: CHAT_MESSAGES.textInvalid });
    expect(check(SendChatBody, {})).toMatchObject({ ok: false, field: 'text' });
  });
});

describe('links', () => {
  it.each([
    'http://a.b',
    'xem https :// abc',
    'www.abc.vn',
    'nhacai.com',
    'NhaCai.COM/khuyen-mai',
    'abc.xyz/123',
    'nhacai88 .com',
    'nhacai88 (.) com',
    'nhacai88 [dot] net',
    'nhacai88 dot com',
    'nhacai chấm vn',
    'bit.ly/x1',
    't.me/abc',
    'kết bạn zalo',
    'ZALO mình',
    'tele: @soicau',
    'telegram',
    '@soicau_88',
    'ｔ．ｍｅ/abc',
  ])('%s is a link', (text) => expect(hasChatLink(text)).toBe(true));

  it.each([
    'thắng to. to lắm',
    'tài 3 tay liền',
    'tỉ lệ 1.98/1',
    'alo alo',
    'chơi vui. vip thì sao',
    'an com. com ngon',
    'cược 1.5tr',
    'email ở đâu',
    'gg anh em',
  ])('%s is no link', (text) => expect(hasChatLink(text)).toBe(false));
});

describe('phone numbers', () => {
  it.each([
    '0912345678',
    '0912 345 678',
    '0912.345.678',
    '(0912) 345-678',
    '0 9 1 2 3 4 5 6 7 8',
    '+84912345678',
    '+84 (0) 912 345 678',
    '84 912 345 678',
    '0243 826 1234',
    '０９１２３４５６７８',
  ])('%s is a phone number', (text) => expect(hasChatPhone(text)).toBe(true));

  it.each([
    'thắng 1.000.000',
    'cược 500.000.000 đ',
    'thua 18.000.000 rồi',
    '84.500.000.000 đ',
    'phiên 1234567890',
    '0912 345',
    '091234567890123',
    'ra 3 5 7 9',
  ])('%s is no phone number', (text) => expect(hasChatPhone(text)).toBe(false));
});

describe('the word filter', () => {
  const matches = chatWordMatcher(['lồn', 'lua dao', 'scam', '', 'đm']);
  it.each(['đồ LỒN', 'l-ồ-n', 'bọn lừa đảo', 'lua dao', 'L U A   D A O', 'scam!', 'đ.m', 'ĐM'])('%s is filtered', (text) =>
    expect(matches(text)).toBe(true),
  );
  it.each(['thắng lớn', 'lon bia', 'scammer', 'lựa chọn', 'dm', 'đmm'])('%s is not', (text) => expect(matches(text)).toBe(false));

  it('an empty list filters nothing', () => expect(chatWordMatcher([])('bất cứ gì')).toBe(false));

  it('the console’s list: each word cleaned; a bad one refused', () => {
    expect(check(ChatWordsBody, { words: [' Lừa  Đảo ', 'lừa đảo', 'x'] })).toEqual({
      ok: true,
      value: { words: ['lừa đảo', 'lừa đảo', 'x'] },
    });
    for (const words of [[''], ['   '], ['a\nb'], ['a'.repeat(41)], [1], 'abc', Array(301).fill('a')]) {
      expect(check(ChatWordsBody, { words })).toMatchObject({ ok: false, message: CHAT_MESSAGES.wordsInvalid });
    }
  });
});

it('a message is refused for its first problem: link, then phone, then a filtered word', () => {
  const words = chatWordMatcher(['scam']);
  expect(chatContentProblem('scam zalo 0912345678', words)).toBe(CHAT_MESSAGES.link);
  expect(chatContentProblem('scam 0912345678', words)).toBe(CHAT_MESSAGES.phone);
  expect(chatContentProblem('scam', words)).toBe(CHAT_MESSAGES.word);
  expect(chatContentProblem('chào', words)).toBeNull();
});
