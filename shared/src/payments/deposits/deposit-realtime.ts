import type { DepositStatus } from '../../contracts/deposits';

// `deposit_status_update` arrives in three shapes: {OrderID, Status, Message},
// {orderId, status, message} and {data: {order_id, amount, status, timestamp}}. The product's wire
// contract names all three as valid for this event, so each must keep being accepted (this is not
// a leftover to trim): one reading for all, and the app sees only DepositStatusUpdate.
export const DEPOSIT_STATUS_EVENT = 'deposit_status_update';

export interface DepositStatusUpdate {
  orderId: number;
  status: DepositStatus;
  amount?: number;
  message?: string;
}

const STATUSES: readonly DepositStatus[] = ['PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'];

const toId = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

const toAmount = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

const pick = (o: Record<string, unknown>, ...keys: string[]): unknown => {
  for (const key of keys) if (o[key] !== undefined && o[key] !== null) return o[key];
  return undefined;
};

export function parseDepositStatusUpdate(payload: unknown): DepositStatusUpdate | null {
  let source: unknown = payload;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      return null;
    }
  }
  if (!source || typeof source !== 'object') return null;
  const outer = source as Record<string, unknown>;
  const inner = outer.data && typeof outer.data === 'object' ? (outer.data as Record<string, unknown>) : null;
  const fields = { ...(inner ?? {}), ...outer };
  if (inner) for (const [k, v] of Object.entries(inner)) if (v !== undefined && v !== null) fields[k] = v;

  const orderId = toId(pick(fields, 'orderId', 'OrderID', 'order_id', 'orderID', 'id'));
  const rawStatus = pick(fields, 'status', 'Status');
  const status = typeof rawStatus === 'string' ? (rawStatus.trim().toUpperCase() as DepositStatus) : null;
  if (orderId === null || !status || !STATUSES.includes(status)) return null;
  const message = pick(fields, 'message', 'Message');
  return {
    orderId,
    status,
    amount: toAmount(pick(fields, 'amount', 'Amount')),
    message: typeof message === 'string' && message !== '' ? message : undefined,
  };
}
