import { isTokenExpired, learnServerClock, serverNow } from '../token';
import { makeToken } from '../../test-utils/session-fixtures';

describe('a device clock that is wrong', () => {
  afterEach(() => learnServerClock(makeToken({}, 900)));

  it('judges a fresh token on the server clock learned from its iat', () => {
    const twentyMinutes = 20 * 60_000;
    const fresh = makeToken({}, 15 * 60);
    // The phone runs 20 minutes fast: by its own clock the 15-minute token is already dead.
    expect(isTokenExpired(fresh, Date.now() + twentyMinutes)).toBe(true);
    learnServerClock(fresh, Date.now() + twentyMinutes);
    expect(Math.abs(serverNow() - Date.now() + twentyMinutes)).toBeLessThan(1_000);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + twentyMinutes);
    expect(isTokenExpired(fresh)).toBe(false);
    jest.restoreAllMocks();
  });

  it('ignores differences under a minute (latency, whole-second iat)', () => {
    learnServerClock(makeToken({}, 900), Date.now() + 30_000);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });
});
