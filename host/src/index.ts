// The shared libraries are eager in the host (they are in this file), so the app starts at once,
// without the asynchronous boundary a federated entry otherwise needs.
//
// Starting the app holds the page's only thread for a while (on a mid-range phone, most of a
// second: React and the app's modules run before anything is drawn). On a page drawn at build time
// whose blanks (the balance) the page fills in from its own early answers, those answers would wait
// behind that start: on a visit the service worker answers, they arrive just after it began. So
// there the app starts once the blanks are filled and painted, holding back at most HOLD_AT_MOST_MS;
// on a cold load the answers are usually in before the app's script, and nothing waits.
const HOLD_AT_MOST_MS = 500;

// "eager": bootstrap stays in this file (no chunk of its own, no extra download); only running it waits.
const start = () => void import(/* webpackMode: "eager" */ './bootstrap');
// After the frame with the filled blanks is painted: a task queued from an animation frame runs
// after it. A page in a background tab paints no frames: it starts anyway, a moment later.
const startAfterPaint = () => {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
};

const filling = (window as { __early?: { filled?: Promise<unknown> } }).__early?.filled;
if (filling && document.querySelector('#prerendered [data-fill]')) {
  void Promise.race([filling, new Promise((resolve) => setTimeout(resolve, HOLD_AT_MOST_MS))]).then(startAfterPaint);
} else {
  start();
}
