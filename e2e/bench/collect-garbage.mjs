// A full garbage collection in another Node process, asked through its inspector (the process runs
// with --inspect=127.0.0.1:<port>), and what its heap holds after it. Memory read without it counts
// whatever the last burst of connections left for the collector: in three runs of the same code the
// resident size a socket of the second 2,500 cost moved between 4.5 and 11.9 KiB. The same
// collection, by the same means, before every reading of every server the bench compares.
import { WebSocket } from './lean-socket.mjs';

let nextPort = 9340;
// A port for one process's inspector: each process the bench starts gets its own.
export const inspectorPort = () => nextPort++;

// Resolves to the heap's used bytes once the collection is done. `pid` is the process meant: a port
// already taken (a process left over from an aborted run) leaves the new one without an inspector,
// and the collection would have run in the other.
export async function collectGarbage(port, pid) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const mine = ++id;
      const onMessage = (data) => {
        const message = JSON.parse(data.toString());
        if (message.id !== mine) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    const { result } = await call('Runtime.evaluate', { expression: 'process.pid' });
    if (result.value !== pid) throw new Error(`the inspector on port ${port} is process ${result.value}'s, not ${pid}'s`);
    await call('HeapProfiler.collectGarbage');
    return (await call('Runtime.getHeapUsage')).usedSize;
  } finally {
    socket.close();
  }
}

// A process started with --inspect and stderr 'pipe': its stderr on ours, without the inspector's
// own lines (three for each attach).
export function forwardStderr(child) {
  let pending = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (!/^(Debugger (listening|attached|ending)|For help, see: https:\/\/nodejs\.org)/.test(line)) process.stderr.write(`${line}\n`);
    }
  });
  // A last line without its newline.
  child.stderr.on('end', () => {
    if (pending) process.stderr.write(`${pending}\n`);
  });
}
