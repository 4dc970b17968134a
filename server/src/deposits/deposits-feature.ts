import type { FastifyInstance } from 'fastify';

// Deposits: vendor cards, configs, banks, bank directory, QR orders, the bank-feed webhook, the
// expiry sweep, and their operator routes. Paths are registered in full (/api/...).
export async function depositsFeature(_app: FastifyInstance): Promise<void> {}
