// Identical GET requests running at the same time share one request: the second
// caller gets the first caller's promise. Entries leave the map as soon as the request settles.
const running = new Map<string, Promise<unknown>>();

export function shareInFlight<T>(key: string, request: () => Promise<T>): Promise<T> {
  const existing = running.get(key);
  if (existing) return existing as Promise<T>;
  const promise = request().finally(() => {
    if (running.get(key) === promise) running.delete(key);
  });
  running.set(key, promise);
  return promise;
}

export function clearInFlight(): void {
  running.clear();
}
