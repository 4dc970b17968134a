// Response schemas of the deposit routes: Fastify serializes through them, so a field that is not
// listed never leaks out (the order's user id to another player, a raw webhook body).
type JsonSchema = Record<string, unknown>;

const int = { type: 'integer' };
const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const intOrNull = { type: ['integer', 'null'] };
const bool = { type: 'boolean' };

const obj = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
});

// The payment service's answer: {code, statusCode, message, data}, code 0 on success.
export const paidSchema = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'statusCode', 'message', 'data'],
  properties: { code: int, statusCode: int, message: str, data },
});

// {success, data, message} (operator API).
export const okSchema = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['success'],
  properties: { success: bool, message: str, data },
});

export const pageSchema = (item: JsonSchema): JsonSchema =>
  obj({ items: { type: 'array', items: item }, page: int, size: int, total: int });

export const bankSchema = obj({
  id: int,
  name: str,
  shortName: str,
  code: str,
  bin: str,
  swiftCode: strOrNull,
  logo: strOrNull,
  accountNumber: str,
  accountName: str,
  status: str,
  createdAt: str,
  updatedAt: str,
});

export const vendorCardSchema = obj({
  id: int,
  bankName: str,
  bankCode: str,
  bin: str,
  accountNumber: str,
  accountName: str,
  swiftCode: strOrNull,
  isActive: bool,
  createdAt: str,
  updatedAt: str,
});

export const configSchema = obj({ id: str, value: str });

export const depositOrderSchema = obj({
  orderId: int,
  amount: int,
  code: str,
  content: str,
  qrData: str,
  qrUrl: str,
  accountNumber: str,
  accountName: str,
  bankCode: str,
  bankName: str,
  bin: str,
  vendorId: int,
  status: str,
  expiredAt: str,
  createdAt: str,
});

const depositProperties = {
  id: int,
  userId: int,
  cardId: int,
  amount: int,
  code: str,
  content: str,
  status: str,
  createdAt: str,
  confirmedAt: strOrNull,
  expiredAt: str,
  rejectReason: strOrNull,
};
export const depositSchema = obj(depositProperties);

export const adminDepositSchema = obj({
  ...depositProperties,
  username: str,
  confirmedBy: strOrNull,
  rejectedAt: strOrNull,
  bankTransferId: intOrNull,
});

export const bankTransferSchema = obj({
  id: int,
  providerTxId: str,
  gateway: strOrNull,
  accountNumber: strOrNull,
  content: str,
  amount: int,
  transferType: str,
  referenceCode: strOrNull,
  transactionDate: strOrNull,
  status: str,
  depositOrderId: intOrNull,
  assignedUserId: intOrNull,
  assignedAt: strOrNull,
  note: strOrNull,
  createdAt: str,
});
