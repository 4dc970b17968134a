import { userSchema } from '../../http/schemas';

// The player as the operator sees them: the public user plus ban state and balance.
export const adminUserSchema = {
  type: 'object',
  required: [...userSchema.required, 'bannedAt', 'banReason', 'balance'],
  properties: {
    ...userSchema.properties,
    bannedAt: { type: ['string', 'null'] },
    banReason: { type: ['string', 'null'] },
    balance: { type: 'integer' },
  },
} as const;
