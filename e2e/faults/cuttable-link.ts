// A TCP link the fault suite can cut: it forwards a loopback port to a server (PostgreSQL here), and
// `cut()` drops every connection through it and refuses new ones until `mend()`, which is what the
// nodes see when their database restarts or its network goes away, while the machine's PostgreSQL
// keeps running for everything else.
import net from 'node:net';

export async function startCuttableLink({ port, target }: { port: number; target: { host: string; port: number } }) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: (databaseUrl: string) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut() {
      cut = true;
      // A reset, as a restarting server's kernel answers: the driver sees the link broken at once.
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    mend() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut = true;
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
