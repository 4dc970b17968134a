import { BlockList, isIP } from 'node:net';

// Lists of client addresses given in the environment (BANK_WEBHOOK_ALLOWED_IPS): single addresses
// and CIDR ranges, IPv4 or IPv6, e.g. "203.0.113.7, 198.51.100.0/24, 2001:db8::/32".

export interface AddressRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

// An IPv4 client seen through a dual-stack socket arrives as ::ffff:a.b.c.d; it is the IPv4 address.
const plainAddress = (address: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;

// One entry of such a list, or null when it is neither an address nor a CIDR range.
export function parseAddressRange(entry: string): AddressRange | null {
  const parts = entry.trim().split('/');
  if (parts.length > 2) return null;
  const address = plainAddress(parts[0]);
  const version = isIP(address);
  // A zone (fe80::1%eth0) names an interface of this machine, never a client.
  if (version === 0 || address.includes('%')) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const widest = version === 4 ? 32 : 128;
  if (parts.length === 1) return { address, prefix: widest, family };
  if (!/^\d{1,3}$/.test(parts[1]) || Number(parts[1]) > widest) return null;
  return { address, prefix: Number(parts[1]), family };
}

// The comma-separated entries of a setting; blanks between commas are ignored.
export const splitAddressList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);

// Whether an address falls in the list. An empty list lets every address in (the setting is
// optional). The entries were validated at boot, so an invalid one here is a programming error.
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => true;
  const list = new BlockList();
  for (const entry of entries) {
    const range = parseAddressRange(entry);
    if (!range) throw new Error(`not an IP address or CIDR range: ${entry}`);
    list.addSubnet(range.address, range.prefix, range.family);
  }
  return (raw) => {
    const address = plainAddress(raw);
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
