// The flood bench's flooder (games-bench.mjs, part 4), in a process of its own: one player's sockets,
// each reopened when the server cuts it (at once) or refuses it (50 ms later), sending FLOOD_EVENTS
// getSessionStatus in all by FLOOD_UNTIL (epoch ms), spread evenly; an event that finds no open
// socket is lost, as a flooder's would be. Stops by itself at the count or the deadline and prints
// its figures as JSON. The protocol by hand (engine.io 4 over a websocket, socket.io 5 packets, one
// frame encoded once), as lean-socket.mjs does.
import { WebSocket } from './lean-socket.mjs';

const url = process.env.FLOOD_URL;
const token = process.env.FLOOD_TOKEN;
const sockets = Number(process.env.FLOOD_SOCKETS);
const events = Number(process.env.FLOOD_EVENTS);
const until = Number(process.env.FLOOD_UNTIL);
const FRAME = '42["getSessionStatus",{"gameType":"taixiu"}]';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const stats = { sent: 0, answered: 0, connects: 0, cut: { TOO_MANY_EVENTS: 0, TOO_MANY_SOCKETS: 0 }, refused: 0, seconds: 0 };
let done = false;
const slots = new Array(sockets).fill(null);
const open = (slot) => {
  if (done) return;
  stats.connects += 1;
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  const socket = { ws, ready: false, wasReady: false };
  slots[slot] = socket;
  ws.on('message', (data) => {
    const text = data.toString('latin1', 0, 32);
    if (text === '2') ws.send('3');
    else if (text.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
    else if (text.startsWith('40')) socket.ready = socket.wasReady = true;
    else if (text.startsWith('44')) {
      stats.refused += 1;
      ws.terminate();
    } else if (text.startsWith('42["sessionStatus"')) stats.answered += 1;
    else if (text.startsWith('42["socketLimited"')) {
      const reason = /"reason":"(\w+)"/.exec(data.toString())?.[1];
      stats.cut[reason] = (stats.cut[reason] ?? 0) + 1;
    }
  });
  ws.on('error', () => undefined);
  ws.on('close', () => {
    socket.ready = false;
    if (!done) setTimeout(() => open(slot), socket.wasReady ? 0 : 50);
  });
};
for (let i = 0; i < sockets; i++) open(i);
const started = Date.now();
let tried = 0;
let next = 0;
while (!done) {
  const now = Date.now();
  const due = now >= until ? events : Math.min(events, Math.ceil((events * (now - started)) / (until - started)));
  for (; tried < due; tried++) {
    let socket = null;
    for (let look = 0; look < sockets && !socket; look++) {
      const candidate = slots[next];
      next = (next + 1) % sockets;
      if (candidate?.ready && candidate.ws.readyState === WebSocket.OPEN) socket = candidate;
    }
    if (!socket) continue;
    socket.ws.send(FRAME);
    stats.sent += 1;
  }
  if (tried >= events || now >= until) done = true;
  else await sleep(10);
}
stats.seconds = (Date.now() - started) / 1000;
await sleep(200);
for (const socket of slots) {
  socket?.ws.removeAllListeners('close');
  socket?.ws.terminate();
}
process.stdout.write(JSON.stringify(stats));
process.exit(0);
