export const adminUserSchema = {
  type: 'object',
  required: ['id', 'username', 'phone', 'role', 'dev_tools_enabled', 'createdAt', 'bannedAt', 'banReason', 'balance'],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    phone: { type: 'string' },
    role: { type: 'string' },
    dev_tools_enabled: { type: 'boolean' },
    createdAt: { type: 'string' },
    bannedAt: { type: ['string', 'null'] },
    banReason: { type: ['string', 'null'] },
    balance: { type: 'integer' },
  },
} as const;
