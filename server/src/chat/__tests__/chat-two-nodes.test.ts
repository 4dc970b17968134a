import { CHAT_PATHS } from '@app/shared/contracts';
import { CHAT_MESSAGES, type ChatMessageDto } from '@app/shared/contracts/chat';
import type { Socket } from 'socket.io-client';
import {
  TEST_ADMIN,
  connectSocket,
  createTestNodes,
  loginUser,
  nextEvent,
  signupUser,
  sleep,
  type TestApp,
  type TestNodes,
} from '../../test-utils';

// Two nodes of one deployment (createTestNodes): a message sent through one node reaches every
// player at the table, on either node, through the Redis adapter's relay of toGame; a hiding and a
// switch likewise; and the refusals hold whichever node is asked.
let nodes: TestNodes;
let nodeA: TestApp;
let nodeB: TestApp;
let urlA: string;
let urlB: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  nodes = await createTestNodes({ rateLimitScale: 1 });
  ({ nodeA, nodeB, urlA, urlB } = nodes);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => nodes?.close());

async function seated(url: string, token: string): Promise<Socket> {
  const socket = await connectSocket(url, token);
  sockets.push(socket);
  socket.emit('join_game', { gameType: 'taixiu' });
  return socket;
}

it('a message sent on one node reaches the table on both; a hiding on the other node too', async () => {
  const sender = await signupUser(nodeA.app);
  const onA = await seated(urlA, (await signupUser(nodeA.app)).token);
  const onB = await seated(urlB, (await signupUser(nodeB.app)).token);
  await sleep(200);
  const heardA = nextEvent<ChatMessageDto>(onA, 'chatMessage');
  const heardB = nextEvent<ChatMessageDto>(onB, 'chatMessage');

  const sent = await nodeA.app.inject({
    method: 'POST',
    url: `/api${CHAT_PATHS.messages('taixiu')}`,
    headers: sender.headers,
    payload: { text: 'chào hai nút' },
  });
  expect(sent.statusCode).toBe(201);
  const message = sent.json().data as ChatMessageDto;
  expect(await heardA).toEqual(message);
  expect(await heardB).toEqual(message);
  // Node B's history has it at once (its cached copy dropped by the relayed event).
  const onNodeB = await nodeB.app.inject({ method: 'GET', url: `/api${CHAT_PATHS.messages('taixiu')}`, headers: sender.headers });
  expect(onNodeB.json().data.messages.at(-1)).toEqual(message);

  const admin = (await loginUser(nodeB.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
  const goneA = nextEvent(onA, 'chatHidden');
  const hidden = await nodeB.app.inject({ method: 'POST', url: `/api${CHAT_PATHS.hide(message.id)}`, headers: admin });
  expect(hidden.statusCode).toBe(200);
  expect(await goneA).toEqual({ gameType: 'taixiu', id: message.id });
  const onNodeA = await nodeA.app.inject({ method: 'GET', url: `/api${CHAT_PATHS.messages('taixiu')}`, headers: sender.headers });
  expect(onNodeA.json().data.messages.some((m: ChatMessageDto) => m.id === message.id)).toBe(false);
});

it('a flood split over both nodes: one message gets through; a muted player is refused on both', async () => {
  const sender = await signupUser(nodeA.app);
  const send = (node: TestApp, i: number) =>
    node.app.inject({
      method: 'POST',
      url: `/api${CHAT_PATHS.messages('taixiu')}`,
      headers: sender.headers,
      payload: { text: `tràn ${i}` },
    });
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? nodeB : nodeA, i)));
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);

  const admin = (await loginUser(nodeA.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
  const muted = await nodeA.app.inject({
    method: 'POST',
    url: `/api${CHAT_PATHS.mute(sender.user.id)}`,
    headers: admin,
    payload: { minutes: 30, reason: 'Tràn tin nhắn' },
  });
  expect(muted.statusCode).toBe(200);
  await nodeA.db.query(`UPDATE chat_messages SET created_at = created_at - interval '1 minute' WHERE user_id = $1`, [sender.user.id]);
  for (const node of [nodeA, nodeB]) {
    const refused = await send(node, 99);
    expect([refused.statusCode, refused.json().message]).toEqual([403, CHAT_MESSAGES.muted(muted.json().data.until, 'Tràn tin nhắn')]);
  }
});

it('a link is refused on either node, and nothing reaches the table', async () => {
  const sender = await signupUser(nodeA.app);
  const onB = await seated(urlB, (await signupUser(nodeB.app)).token);
  await sleep(200);
  const heard: unknown[] = [];
  onB.on('chatMessage', (m) => heard.push(m));
  for (const node of [nodeA, nodeB]) {
    const refused = await node.app.inject({
      method: 'POST',
      url: `/api${CHAT_PATHS.messages('taixiu')}`,
      headers: sender.headers,
      payload: { text: 'vào nhacai88.com nhận thưởng' },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, CHAT_MESSAGES.link]);
  }
  await sleep(200);
  expect(heard).toEqual([]);
});
