// The anchor of the broadcast figures: a bare socket.io 4 server (the version the games server runs,
// default settings, no database, no authentication) that plays rounds on the same clock as the games
// bench's server and broadcasts a round result of the same shape and size to the same room at the
// planned end of each betting phase. Started by games-bench.mjs as a child process:
//   PORT, BETTING_S, RESULT_S in the environment; DROP_REQUEST=1 lets go of each connection's HTTP
//   request at once, as socket.io's "Memory usage" page advises (the floor of the memory figure:
//   socket.io as its own documentation would have it, and nothing else).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANCHOR_GAME, playRounds } from './anchor-rounds.mjs';

// socket.io is the server package's dependency, not the bench's: load the very copy it runs.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { Server } = createRequire(path.join(root, 'server/package.json'))('socket.io');

const PORT = Number(process.env.PORT);
const ROOM = `game_${ANCHOR_GAME}`;

const http = createServer();
const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
let status = null;

if (process.env.DROP_REQUEST === '1') {
  io.engine.on('connection', (connection) => {
    connection.request = null;
  });
}

io.on('connection', (socket) => {
  socket.on('join_game', () => socket.join(ROOM));
  socket.on('getSessionStatus', (_payload, ack) => ack?.({ success: true, data: status }));
});

http.listen(PORT, '127.0.0.1', () => {
  playRounds({
    open: (opened) => {
      status = opened;
      io.to(ROOM).emit('sessionStatus', status);
    },
    result: (result) => io.to(ROOM).emit('roundResult', result),
  });
  process.send?.('ready');
});
process.on('SIGTERM', () => process.exit(0));
