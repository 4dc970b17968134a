import type { FastifyInstance } from 'fastify';

// A task every node runs on a timer from the moment the app is ready until it closes (a sweep of
// expired orders, of due maker-checker changes): one run at a time (a slow run is not overlapped by
// the next), a failure logged and tried again at the next tick, the timer never keeping the process up.
export function everyInterval(
  app: FastifyInstance,
  ms: number,
  label: string,
  task: () => Promise<unknown>,
  onReady?: () => Promise<void>,
) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, `${label} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    await onReady?.();
    timer = setInterval(tick, ms);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
  });
}
