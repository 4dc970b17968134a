// A lean socket.io client for the broadcast figures: 5,000 socket.io-client instances in the bench's
// one process spend 15 to 20 µs each decoding every event, so the last of 5,000 hears a broadcast
// 80 ms after the first whatever the server does, and the measure is of the clients. This one
// speaks the protocol (engine.io 4 over a websocket, the socket.io 5 packets) by hand, answers the
// server's pings, and decodes nothing but the prefix of what it came for.
import { createRequire } from 'node:module';
import path from 'node:path';

// ws is socket.io-client's own (through engine.io-client): the bench's dependency already.
const require = createRequire(import.meta.url);
const engineClient = require.resolve('engine.io-client', { paths: [path.dirname(require.resolve('socket.io-client'))] });
export const WebSocket = createRequire(engineClient)('ws');

const RESULT = '42["roundResult",';
const STATUS = '42["sessionStatus",';
const KICK = '42["idleAutoKick",';

// Resolves once connected, joined to the game's room and answered a status (the join was handled).
// on.result(roundId, text), on.status(status object; only when on.status is given), on.kick(), on.close().
export function leanSocket({ url, token, game, on }) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    let ready = false;
    let closedHere = false;
    const handle = {
      close: () => {
        closedHere = true;
        ws.terminate();
      },
      rejoin: () => ws.send(`42["join_game",{"gameType":"${game}"}]`),
    };
    ws.on('message', (data) => {
      const head = data.toString('latin1', 0, 20);
      if (head.startsWith(RESULT)) {
        const text = data.toString();
        on.result(Number(/"sessionId":(\d+)/.exec(text)?.[1]), text);
      } else if (head === '2') {
        ws.send('3');
      } else if (head.startsWith(STATUS)) {
        if (on.status) on.status(JSON.parse(data.toString().slice(2))[1]);
      } else if (head.startsWith(KICK)) {
        on.kick?.(handle);
      } else if (head.startsWith('0{')) {
        ws.send(`40${JSON.stringify({ token })}`);
      } else if (head.startsWith('40')) {
        handle.rejoin();
        ws.send(`420["getSessionStatus",{"gameType":"${game}"}]`);
      } else if (head.startsWith('430')) {
        ready = true;
        resolve(handle);
      } else if (head.startsWith('44')) {
        reject(new Error(`refused: ${data.toString()}`));
        ws.terminate();
      }
    });
    ws.on('error', (error) => {
      if (!ready) reject(error);
    });
    ws.on('close', () => {
      if (!ready) reject(new Error('closed while connecting'));
      // Only a close the server made counts: the bench's own (the warm-up sockets') does not.
      else if (!closedHere) on.close?.();
    });
  });
}
