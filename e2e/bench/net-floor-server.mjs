// The floor of the broadcast figures: no websocket, no socket.io, only a plain `net` server that
// writes the same number of bytes as a round result's frame to each of its connections, one write
// each, at the planned end of each betting phase. What is left is the loopback network, the kernel
// and the clients reading. Started by games-bench.mjs as a child process: PORT, BETTING_S, RESULT_S,
// SIZE (bytes) in the environment. Each message is one line: "<round> <planned time>", padded.
import net from 'node:net';

const PORT = Number(process.env.PORT);
const PERIOD_MS = (Number(process.env.BETTING_S) + Number(process.env.RESULT_S)) * 1000;
const BETTING_MS = Number(process.env.BETTING_S) * 1000;
const SIZE = Number(process.env.SIZE);

const sockets = new Set();
const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  sockets.add(socket);
  socket.on('error', () => sockets.delete(socket));
  socket.on('close', () => sockets.delete(socket));
});

function round(id, bettingEndsAt) {
  setTimeout(
    () => {
      const line = `${id} ${bettingEndsAt}`;
      const message = Buffer.from(`${line.padEnd(Math.max(SIZE - 1, line.length))}\n`);
      for (const socket of sockets) socket.write(message);
      round(id + 1, bettingEndsAt + PERIOD_MS);
    },
    Math.max(0, bettingEndsAt - Date.now()),
  );
}

server.listen(PORT, '127.0.0.1', () => {
  round(1, Date.now() + BETTING_MS);
  process.send?.('ready');
});
process.on('SIGTERM', () => process.exit(0));
