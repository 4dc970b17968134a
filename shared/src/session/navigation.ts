// Hard navigations in one object so tests (and the shell, if it must) can replace them:
// jsdom cannot navigate and its window.location cannot be spied on.
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
