// A lean HTTP/1.1 keep-alive client for the load parts of the bench: one connection, one request at
// a time, the request written as one buffer and the answer read by its Content-Length. fetch spends
// about 0.4 ms of CPU per request on this machine, as much as the server spends answering it; on 2
// cores shared by the load, the server and PostgreSQL, a load generator that heavy measures itself.
// pgbench, the anchor, is a lean C client; this is the equivalent.
import net from 'node:net';

export function rawHttpConnection(host, port) {
  const socket = net.connect({ host, port, noDelay: true });
  let buffer = Buffer.alloc(0);
  let waiting = null;
  const ready = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', (error) => waiting?.reject(error));
  socket.on('close', () => waiting?.reject(new Error('connection closed')));

  const tryParse = () => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < end + 4 + length) return;
    const status = Number(head.slice(9, 12));
    const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    buffer = buffer.subarray(end + 4 + length);
    const done = waiting;
    waiting = null;
    done.resolve({ status, body });
  };
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    if (waiting) tryParse();
  });

  return {
    ready,
    // One request; the answer's status and body text.
    async request(method, path, headers, body) {
      await ready;
      const payload = body === undefined ? '' : body;
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}:${port}\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`${head}\r\n${payload}`);
      });
    },
    close: () => socket.destroy(),
  };
}
