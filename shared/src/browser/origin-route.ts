// The protected route sends a signed-out visitor to login with { from: location } in the router
// state; login, register and the auth layout all send them back there.
export function originPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : null;
}
