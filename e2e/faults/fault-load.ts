// The load the fault suite runs while it breaks things: players betting on tài xỉu one bet after
// another, and the bank feed paying deposit orders. Both behave as the real clients do: every
// money-moving request carries a key made once, and a request that meets no answer, a 502, 503 or
// 504 is sent again with the same key (the page's retryTransient, the bank feed's own retries), so
// what the suite counts is what a player or the bank would have seen.

import { solvedBotCheck } from '../support/bot-check';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const transient = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;
// Past this, an operation that never got an answer is given up (and counted as failed).
const GIVE_UP_MS = 60_000;
const RETRY_MS = 250;

export const GAME = 'taixiu';
export const STAKE = 10_000;

export interface LoadPlayer {
  username: string;
  password: string;
  phone: string;
  userId: number;
  token: string;
  csrf?: string | null;
}
export interface Vendor {
  id: number;
  bankCode: string;
  accountNumber: string;
}
export interface Operation {
  kind: 'bet' | 'deposit';
  player: number;
  key: string;
  retries: number;
  sentAt: number;
  roundId?: number;
  amount?: number;
  status?: number;
  error?: string;
  acked?: boolean;
  betId?: number;
  replayed?: boolean;
  orderId?: number;
  providerId?: number;
}
interface Answer {
  status: number;
  json: any;
}

// What the bank feed (SePay-style) posts for a transfer paying a deposit order.
const bankTransferBody = ({ id, vendor, content, amount }: { id: number; vendor: Vendor; content: string; amount: number }) => ({
  id,
  gateway: vendor.bankCode,
  transactionDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
  accountNumber: vendor.accountNumber,
  code: null,
  content: `${content} chuyen tien`,
  transferType: 'in',
  transferAmount: amount,
  accumulated: 0,
  referenceCode: `FT${id}`,
  description: '',
});

async function send(
  method: string,
  url: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return { status: 0, json: null };
  }
}

export async function signUpAndFund(api: string, tag: string, count: number, amount: number, webhookKey: string) {
  const players: LoadPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const player = {
      username: `f${tag}${i}`.slice(0, 20),
      phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      password: 'Matkhau123',
    };
    const signup = await send('POST', `${api}/auth/signup`, { body: { ...player, 'cf-turnstile-response': await solvedBotCheck(api) } });
    if (signup.status !== 201) throw new Error(`signup ${signup.status} ${JSON.stringify(signup.json)}`);
    players.push({ ...player, userId: signup.json.data.user.id, token: signup.json.data.token });
  }
  const cards = await send('GET', `${api}/v1/payment-service/u/vendor-cards?isActive=true`, { token: players[0].token });
  const vendor = cards.json.data[0] as Vendor;
  for (const [i, player] of players.entries()) {
    const order = await send('POST', `${api}/v1/payment-service/u/deposits/generate-qr-code`, {
      token: player.token,
      body: { vendorId: vendor.id, amount },
    });
    const paid = await send('POST', `${api}/v1/payment-service/webhooks/bank-transfer`, {
      headers: { authorization: `Apikey ${webhookKey}` },
      body: bankTransferBody({ id: Number(`${Date.now() % 1e7}${i}`), vendor, content: order.json.data.content, amount }),
    });
    if (paid.status !== 200) throw new Error(`funding ${paid.status}`);
  }
  return { players, vendor };
}

// Runs until stop(); every operation is recorded with its outcome.
export function startLoad({
  api,
  players,
  vendor,
  webhookKey,
  tag,
}: {
  api: string;
  players: LoadPlayer[];
  vendor: Vendor;
  webhookKey: string;
  tag: string;
}) {
  const ops: Operation[] = [];
  // Per player, when a request of theirs got an answer the player could act on.
  const served = new Map<number, number[]>(players.map((p) => [p.userId, []]));
  let running = true;
  let feedId = Number(`${Date.now() % 1e6}000`);

  // Sends until an answer that is not transient, or gives up. Each answer is noted as service.
  async function untilAnswered(op: Operation, request: () => Promise<Answer>) {
    const started = Date.now();
    for (;;) {
      const answer = await request();
      if (!transient(answer.status)) {
        served.get(op.player)?.push(Date.now());
        return answer;
      }
      op.retries += 1;
      if (Date.now() - started > GIVE_UP_MS) return answer;
      await sleep(RETRY_MS);
    }
  }

  async function csrf(player: LoadPlayer) {
    const answer = await send('GET', `${api}/game-${GAME}/csrf-token`, { token: player.token });
    if (answer.status === 200) player.csrf = answer.json.data.csrf_token;
    return answer;
  }

  async function bettor(player: LoadPlayer) {
    let n = 0;
    while (running) {
      const current = await send('GET', `${api}/game-${GAME}/current`, { token: player.token });
      if (current.status === 200) served.get(player.userId)?.push(Date.now());
      const round = current.json?.data;
      if (current.status !== 200 || round.phase !== 'betting' || round.endsAt - round.serverNow < 1_500) {
        await sleep(300);
        continue;
      }
      if (!player.csrf && (await csrf(player)).status !== 200) {
        await sleep(300);
        continue;
      }
      n += 1;
      const op: Operation = {
        kind: 'bet',
        player: player.userId,
        key: `${tag}-${player.userId}-${n}`,
        roundId: round.sessionId,
        retries: 0,
        sentAt: Date.now(),
      };
      ops.push(op);
      const side = n % 2 ? 'tai' : 'xiu';
      const answer = await untilAnswered(op, () =>
        send('POST', `${api}/game-${GAME}/bet`, {
          token: player.token,
          headers: { 'x-csrf-token': player.csrf ?? '' },
          body: { sessionId: round.sessionId, side, amount: STAKE, idempotencyKey: op.key },
        }),
      );
      op.status = answer.status;
      op.error = answer.json?.error;
      if (answer.status === 200) {
        op.acked = true;
        op.betId = answer.json.data.betId;
        op.replayed = answer.json.data.replayed;
      }
      if (answer.json?.error === 'CSRF_INVALID') player.csrf = null;
      await sleep(50);
    }
  }

  // The bank feed: a QR order by one of the players, then the transfer that pays it, each sent
  // again on a transient failure (the order with its key, the transfer with its provider id).
  async function bankFeed() {
    let n = 0;
    while (running) {
      n += 1;
      const player = players[n % players.length];
      const amount = 100_000 + (n % 7) * 10_000;
      const op: Operation = { kind: 'deposit', player: player.userId, key: `${tag}-dep-${n}`, amount, retries: 0, sentAt: Date.now() };
      ops.push(op);
      const order = await untilAnswered(op, () =>
        send('POST', `${api}/v1/payment-service/u/deposits/generate-qr-code`, {
          token: player.token,
          body: { vendorId: vendor.id, amount, idempotencyKey: op.key },
        }),
      );
      op.status = order.status;
      if (order.status !== 200) {
        op.error = order.json?.error ?? `order ${order.status}`;
        await sleep(500);
        continue;
      }
      op.orderId = order.json.data.orderId;
      feedId += 1;
      const id = feedId;
      const paid = await untilAnswered(op, () =>
        send('POST', `${api}/v1/payment-service/webhooks/bank-transfer`, {
          headers: { authorization: `Apikey ${webhookKey}` },
          body: bankTransferBody({ id, vendor, content: order.json.data.content, amount }),
        }),
      );
      op.status = paid.status;
      op.providerId = id;
      if (paid.status === 200) op.acked = true;
      else op.error = paid.json?.error ?? `transfer ${paid.status}`;
      await sleep(500);
    }
  }

  const loops = [...players.map(bettor), bankFeed()];
  return {
    ops,
    served,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

// The longest any player went without an answer they could act on, over the gaps that touch
// [from, to] (the fault and the recovery after it).
export function longestWithoutService(served: Map<number, number[]>, from: number, to: number) {
  let longest = 0;
  for (const times of served.values()) {
    // From the player's last answer before the fault.
    let last = from;
    for (const at of times) {
      if (at <= from) {
        last = at;
        continue;
      }
      longest = Math.max(longest, at - last);
      last = at;
      if (at >= to) break;
    }
    if (last < to) longest = Math.max(longest, to - last);
  }
  return longest;
}
