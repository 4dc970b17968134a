// The floor of the memory figure (and a second one for the broadcast): the websocket library
// socket.io itself runs on (`ws`, the very copy the games server loads through engine.io), with
// nothing above it. It answers only what the bench's lean clients (lean-socket.mjs) need to count as
// connected and joined: engine.io's open packet, socket.io's connect, the join and the status ack;
// then, at the planned end of each betting phase, it sends a round result of the same shape and
// size, encoded once, to every joined socket. No engine.io or socket.io objects, no timers per
// socket, no room tables: what a socket costs here is Node's TCP socket, its HTTP upgrade and ws.
// Started by games-bench.mjs as a child process: PORT, BETTING_S, RESULT_S in the environment.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playRounds } from './anchor-rounds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromServer = createRequire(path.join(root, 'server/package.json'));
const fromSocketIo = createRequire(fromServer.resolve('socket.io'));
const { WebSocketServer } = createRequire(fromSocketIo.resolve('engine.io'))('ws');

const PORT = Number(process.env.PORT);

const OPEN = `0${JSON.stringify({ sid: 'floor', upgrades: [], pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 65_536 })}`;
const CONNECTED = `40${JSON.stringify({ sid: 'floor' })}`;
const joined = new Set();
let status = null;

const http = createServer();
// The options engine.io gives its ws in the games server: no per-message deflate, no client tracking.
const wss = new WebSocketServer({ server: http, path: '/socket.io/', perMessageDeflate: false, clientTracking: false });
wss.on('connection', (socket) => {
  socket.send(OPEN);
  socket.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('40')) socket.send(CONNECTED);
    else if (text.startsWith('42["join_game"')) joined.add(socket);
    else if (text.startsWith('420["getSessionStatus"')) socket.send(`430${JSON.stringify([{ success: true, data: status }])}`);
  });
  socket.on('close', () => joined.delete(socket));
});

// Encoded once, as bytes, for every socket (a text frame all the same).
function toJoined(event, payload) {
  const frame = Buffer.from(`42${JSON.stringify([event, payload])}`);
  for (const socket of joined) socket.send(frame, { binary: false });
}

http.listen(PORT, '127.0.0.1', () => {
  playRounds({
    open: (opened) => {
      status = opened;
      toJoined('sessionStatus', status);
    },
    result: (result) => toJoined('roundResult', result),
  });
  process.send?.('ready');
});
process.on('SIGTERM', () => process.exit(0));
