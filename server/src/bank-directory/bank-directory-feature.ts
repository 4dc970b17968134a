import type { FastifyInstance } from 'fastify';
import { bankDirectoryRoute } from './routes/list-bank-directory';

// Every Vietnamese bank, an offline mirror of the public directory (public, no session).
export async function bankDirectoryFeature(app: FastifyInstance): Promise<void> {
  bankDirectoryRoute(app);
}
