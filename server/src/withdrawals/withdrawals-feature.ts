import type { FastifyInstance } from 'fastify';

// Withdrawals: user bank accounts, second-level password, withdrawals, responsible-gaming limits,
// the house balance, and their operator routes. Paths are registered in full (/api/...).
export async function withdrawalsFeature(_app: FastifyInstance): Promise<void> {}
