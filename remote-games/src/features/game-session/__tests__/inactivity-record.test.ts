import { readInactivity, recordActivity, recordRound } from '../inactivity-record';

beforeEach(() => localStorage.clear());

it('counts rounds watched without a bet, once each, and starts again with a bet', () => {
  expect(readInactivity('taixiu')).toEqual({ inactiveRounds: 0, lastRoundId: null, lastActivityTime: null });
  recordRound('taixiu', 10, { betOn: false });
  recordRound('taixiu', 11, { betOn: false });
  // The same round again (another tab, a replayed event) and an older one count nothing.
  recordRound('taixiu', 11, { betOn: false });
  recordRound('taixiu', 9, { betOn: false });
  expect(readInactivity('taixiu')).toMatchObject({ inactiveRounds: 2, lastRoundId: 11 });
  expect(recordRound('taixiu', 12, { betOn: true }, 5_000)).toEqual({
    inactiveRounds: 0,
    lastRoundId: 12,
    lastActivityTime: 5_000,
  });
  expect(readInactivity('xocdia').inactiveRounds).toBe(0);
});

it('a bet resets the count; a broken record reads as empty', () => {
  recordRound('xocdia', 1, { betOn: false });
  expect(recordActivity('xocdia', 7).inactiveRounds).toBe(0);
  expect(readInactivity('xocdia')).toEqual({ inactiveRounds: 0, lastRoundId: 1, lastActivityTime: 7 });
  // Stored under the names browsers already hold.
  expect(JSON.parse(localStorage.getItem('game-inactivity-xocdia')!)).toEqual({
    consecutiveInactiveSessions: 0,
    lastSessionId: 1,
    lastActivityTime: 7,
  });
  localStorage.setItem('game-inactivity-xocdia', '{"consecutiveInactiveSessions":-3}');
  expect(readInactivity('xocdia').inactiveRounds).toBe(0);
  localStorage.setItem('game-inactivity-xocdia', 'not json');
  expect(readInactivity('xocdia').inactiveRounds).toBe(0);
});

it('a round the page was watched in (on screen, touched) neither counts nor resets', () => {
  recordRound('taixiu', 1, { betOn: false });
  recordRound('taixiu', 2, { betOn: false });
  expect(recordRound('taixiu', 3, { betOn: false, watched: true }, 9_000)).toEqual({
    inactiveRounds: 2,
    lastRoundId: 3,
    lastActivityTime: 9_000,
  });
  expect(recordRound('taixiu', 4, { betOn: false }).inactiveRounds).toBe(3);
});
