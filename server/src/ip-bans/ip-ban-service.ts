import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { IP_BAN_MESSAGES, type IpBanDto } from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import { revokeSessionsFromNetwork } from '../auth/session-store';
import type { Db } from '../db/db';
import { AppError, badRequest, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { activeNetworks, findBan, insertBan, liftBan, listBans } from './ip-ban-store';

export const IP_BANS_CHANNEL = 'ip_bans_changed';
const LIST_LIMIT = 200;
// The widest range one ban may cover: a /16 of IPv4 is 65,536 addresses, a whole provider's block.
const WIDEST = { 4: 16, 6: 48 } as const;

type Family = 'ipv4' | 'ipv6';

// '::ffff:203.0.113.7' (an IPv4 client on a dual-stack socket) is checked as the IPv4 address it is.
function plainAddress(address: string): { address: string; family: Family } | null {
  const unmapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const version = isIP(unmapped);
  return version === 0 ? null : { address: unmapped, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** '203.0.113.7' or '203.0.113.0/24' read as an address and a prefix, or the sentence that refuses it. */
export function parseNetwork(text: string): { address: string; prefix: number; family: Family } {
  const [rawAddress, rawPrefix, ...rest] = text.split('/');
  const plain = plainAddress(rawAddress ?? '');
  if (!plain || rest.length > 0) throw badRequest(IP_BAN_MESSAGES.networkInvalid, 'network');
  const version = plain.family === 'ipv4' ? 4 : 6;
  const max = version === 4 ? 32 : 128;
  if (rawPrefix !== undefined && !/^\d{1,3}$/.test(rawPrefix)) throw badRequest(IP_BAN_MESSAGES.networkInvalid, 'network');
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (prefix > max) throw badRequest(IP_BAN_MESSAGES.networkInvalid, 'network');
  if (prefix < WIDEST[version]) throw badRequest(IP_BAN_MESSAGES.rangeTooWide, 'network');
  return { ...plain, prefix };
}

const isLoopback = ({ address, family }: { address: string; family: Family }) =>
  family === 'ipv4' ? address.startsWith('127.') : address === '::1';

export type IpBanService = Awaited<ReturnType<typeof createIpBanService>>;

/**
 * The bans every node keeps in memory (a BlockList, checked on every request), read again whenever
 * one changes anywhere (NOTIFY at commit) and whenever the listening link comes back.
 * `protectedAddresses`: the configured proxies, which no ban may cover (every player's request
 * comes through them when the proxy is not trusted, and the operators' too).
 */
export async function createIpBanService(options: { db: Db; realtime: Realtime; log: FastifyBaseLogger; protectedAddresses: string[] }) {
  const { db, realtime, log } = options;
  let blocked = new BlockList();

  async function reload(): Promise<void> {
    const next = new BlockList();
    for (const network of await activeNetworks(db)) {
      const { address, prefix, family } = parseNetworkLoose(network);
      next.addSubnet(address, prefix, family);
    }
    blocked = next;
  }
  // What the database holds was checked on the way in; read it as it is.
  const parseNetworkLoose = (network: string) => {
    const [address, prefix] = network.split('/');
    const family: Family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return { address, prefix: Number(prefix ?? (family === 'ipv4' ? 32 : 128)), family };
  };

  await reload();
  const stopListening = await db.listen(
    IP_BANS_CHANNEL,
    () => void reload().catch((error) => log.warn({ err: error }, 'ip bans: reload failed')),
    (live) => {
      if (live) void reload().catch((error) => log.warn({ err: error }, 'ip bans: reload failed'));
    },
  );

  return {
    isBanned(address: string): boolean {
      const plain = plainAddress(address);
      return plain !== null && blocked.check(plain.address, plain.family);
    },

    list: (): Promise<IpBanDto[]> => listBans(db, LIST_LIMIT),

    async ban(actorId: number, text: string, reason: string, requesterAddress: string): Promise<{ ban: IpBanDto; ended: number }> {
      const network = parseNetwork(text);
      const candidate = new BlockList();
      candidate.addSubnet(network.address, network.prefix, network.family);
      const covers = (address: string) => {
        const plain = plainAddress(address);
        return plain !== null && (candidate.check(plain.address, plain.family) || (isLoopback(plain) && isLoopback(network)));
      };
      if (isLoopback(network) || ['127.0.0.1', '::1', ...options.protectedAddresses].some(covers))
        throw badRequest(IP_BAN_MESSAGES.protectedAddress, 'network');
      if (covers(requesterAddress)) throw badRequest(IP_BAN_MESSAGES.ownAddress, 'network');

      const cidr = `${network.address}/${network.prefix}`;
      const { ban, ended } = await db.tx(async (q) => {
        const id = await insertBan(q, cidr, reason, actorId);
        if (id === null) throw new AppError(409, 'IP_ALREADY_BANNED', IP_BAN_MESSAGES.alreadyBanned(cidr));
        // The range as PostgreSQL keeps it (host bits cleared: 203.0.113.7/24 is 203.0.113.0/24).
        const made = (await findBan(q, id))!;
        const sessions = await revokeSessionsFromNetwork(q, made.network);
        await recordAudit(q, {
          actorId,
          action: 'ip.ban',
          target: `ip_ban:${id}`,
          before: null,
          after: { ...made, sessionsEnded: sessions.length },
        });
        return { ban: made, ended: sessions };
      });
      await reload();
      for (const session of ended) realtime.endSession(session, 'IP_BANNED');
      return { ban, ended: ended.length };
    },

    async lift(actorId: number, id: number): Promise<IpBanDto> {
      const lifted = await db.tx(async (q) => {
        const before = await findBan(q, id);
        if (!before || !(await liftBan(q, id, actorId))) throw notFound(IP_BAN_MESSAGES.notFound);
        const after = (await findBan(q, id))!;
        await recordAudit(q, { actorId, action: 'ip.lift', target: `ip_ban:${id}`, before, after });
        return after;
      });
      await reload();
      return lifted;
    },

    stop: stopListening,
  };
}
