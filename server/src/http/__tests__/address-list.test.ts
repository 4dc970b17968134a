import { addressMatcher, parseAddressRange, splitAddressList } from '../address-list';

describe('address lists', () => {
  it('parse addresses and CIDR ranges, and nothing else', () => {
    expect(parseAddressRange('203.0.113.7')).toEqual({ address: '203.0.113.7', prefix: 32, family: 'ipv4' });
    expect(parseAddressRange(' 10.0.0.0/8 ')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseAddressRange('2001:db8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(parseAddressRange('::ffff:192.0.2.1')).toEqual({ address: '192.0.2.1', prefix: 32, family: 'ipv4' });
    for (const bad of [
      '',
      'bank.example.com',
      '1.2.3',
      '10.0.0.0/33',
      '10.0.0.0/',
      '10.0.0.0/8/1',
      '::/129',
      'fe80::1%eth0',
      '10.0.0.0/-1',
    ]) {
      expect(parseAddressRange(bad)).toBeNull();
    }
    expect(splitAddressList(' a, ,b ,')).toEqual(['a', 'b']);
  });

  it('match an address against them; an empty list lets everyone in', () => {
    const allowed = addressMatcher(['203.0.113.7', '198.51.100.0/24', '2001:db8::/32']);
    expect(['203.0.113.7', '198.51.100.1', '::ffff:198.51.100.2', '2001:db8:ffff::1'].map(allowed)).toEqual([true, true, true, true]);
    expect(['203.0.113.8', '198.51.101.1', '2001:db9::1', 'unknown', ''].map(allowed)).toEqual([false, false, false, false, false]);
    expect(addressMatcher([])('192.0.2.1')).toBe(true);
    expect(() => addressMatcher(['nope'])).toThrow('nope');
  });
});
