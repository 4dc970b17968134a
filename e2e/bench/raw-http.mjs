// A lean HTTP/1.1 keep-alive client for the load parts of the bench: one connection, one request at
// a time, the request written as one buffer and the answer read by its Content-Length. fetch spends
// about 0.4 ms of CPU per request on this machine, as much as the server spends answering it; on 2
// cores shared by the load, the server and PostgreSQL, a load generator that heavy measures itself.
// pgbench, the anchor, is a lean C client; this is the equivalent. A server (or proxy) that answers
// `connection: close` gets a new connection for the next request, as a browser would open one.
import net from 'node:net';

export function rawHttpConnection(host, port) {
  let socket = null;
  let buffer = Buffer.alloc(0);
  let waiting = null;

  const open = () => {
    const current = net.connect({ host, port, noDelay: true });
    buffer = Buffer.alloc(0);
    current.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      if (waiting) tryParse();
    });
    const lost = (error) => {
      // A connection given up after `connection: close` fails nothing any more.
      if (socket !== current) return;
      socket = null;
      const failed = waiting;
      waiting = null;
      failed?.reject(error ?? new Error('connection closed'));
    };
    current.on('error', lost);
    current.on('close', () => lost());
    socket = current;
    return current;
  };

  const tryParse = () => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < end + 4 + length) return;
    const status = Number(head.slice(9, 12));
    const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    buffer = buffer.subarray(end + 4 + length);
    if (/\r\nconnection:\s*close/i.test(head)) {
      const closing = socket;
      socket = null;
      closing?.end();
    }
    const done = waiting;
    waiting = null;
    done.resolve({ status, body });
  };

  return {
    // One request; the answer's status and body text.
    request(method, path, headers, body) {
      const current = socket ?? open();
      const payload = body === undefined ? '' : body;
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}:${port}\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        current.write(`${head}\r\n${payload}`);
      });
    },
    close: () => socket?.destroy(),
  };
}
