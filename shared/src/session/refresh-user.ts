import type { User } from '../contracts/api';
import { getMe } from '../api/auth/get-me';
import { sessionStore } from './session-store';
import { updateUser } from './auth-state';

/** Re-reads the current user from GET /auth/me (errors are the caller's to handle). */
export async function refreshUser(): Promise<User> {
  const user = await getMe({ silent: true });
  if (sessionStore.isAuthenticated) updateUser(user);
  return user;
}
