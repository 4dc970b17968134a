// Response schemas of the withdrawal side (payment envelope and the core/admin success shape).
// Fastify serializes answers through them, so a column that is not listed never leaks out.
type JsonSchema = Record<string, unknown>;

export const integer = { type: 'integer' } as const;
export const str = { type: 'string' } as const;
export const bool = { type: 'boolean' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;

// The payment service's answer: {code, statusCode, message, data}.
export function envelopeSchema(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'statusCode', 'message', 'data'],
    properties: { code: integer, statusCode: integer, message: str, data },
  };
}

export const pageSchema = (item: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['items', 'page', 'size', 'total'],
  properties: { items: { type: 'array', items: item }, page: integer, size: integer, total: integer },
});

export const bankAccountSchema: JsonSchema = {
  type: 'object',
  required: [
    'id',
    'userId',
    'bankCode',
    'bankName',
    'accountNumber',
    'accountName',
    'isDefault',
    'isActive',
    'createdAt',
    'updatedAt',
    'withdrawableFrom',
    'cooldownReason',
  ],
  properties: {
    id: integer,
    userId: integer,
    bankCode: str,
    bankName: str,
    accountNumber: str,
    accountName: str,
    isDefault: bool,
    isActive: bool,
    createdAt: str,
    updatedAt: str,
    withdrawableFrom: nullableStr,
    cooldownReason: nullableStr,
  },
};

const withdrawalProperties = {
  id: integer,
  userId: integer,
  bankAccountId: integer,
  bankCode: str,
  bankName: str,
  accountNumber: str,
  accountName: str,
  amount: integer,
  status: str,
  adminNote: nullableStr,
  rejectReason: nullableStr,
  processedAt: nullableStr,
  transactionRef: nullableStr,
  createdAt: str,
  updatedAt: str,
};

export const withdrawalSchema: JsonSchema = {
  type: 'object',
  required: Object.keys(withdrawalProperties),
  properties: withdrawalProperties,
};

export const adminWithdrawalSchema: JsonSchema = {
  type: 'object',
  required: [...Object.keys(withdrawalProperties), 'username', 'processedBy'],
  properties: { ...withdrawalProperties, username: str, processedBy: nullableInt },
};
