import { readInactivity, recordActivity, recordRound } from '../inactivity-record';

beforeEach(() => localStorage.clear());

it('counts rounds watched without a bet, once each, and starts again with a bet', () => {
  expect(readInactivity('taixiu')).toEqual({ consecutiveInactiveSessions: 0, lastSessionId: null, lastActivityTime: null });
  recordRound('taixiu', 10, false);
  recordRound('taixiu', 11, false);
  // The same round again (another tab, a replayed event) and an older one count nothing.
  recordRound('taixiu', 11, false);
  recordRound('taixiu', 9, false);
  expect(readInactivity('taixiu')).toMatchObject({ consecutiveInactiveSessions: 2, lastSessionId: 11 });
  expect(recordRound('taixiu', 12, true, 5_000)).toEqual({ consecutiveInactiveSessions: 0, lastSessionId: 12, lastActivityTime: 5_000 });
  expect(readInactivity('xocdia').consecutiveInactiveSessions).toBe(0);
});

it('a bet resets the count; a broken record reads as empty', () => {
  recordRound('xocdia', 1, false);
  expect(recordActivity('xocdia', 7).consecutiveInactiveSessions).toBe(0);
  expect(readInactivity('xocdia')).toEqual({ consecutiveInactiveSessions: 0, lastSessionId: 1, lastActivityTime: 7 });
  localStorage.setItem('game-inactivity-xocdia', '{"consecutiveInactiveSessions":-3}');
  expect(readInactivity('xocdia').consecutiveInactiveSessions).toBe(0);
  localStorage.setItem('game-inactivity-xocdia', 'not json');
  expect(readInactivity('xocdia').consecutiveInactiveSessions).toBe(0);
});
