import { parseDepositStatusUpdate } from '../deposit-realtime';

it.each([
  ['{OrderID, Status, Message}', { OrderID: 42, Status: 'CONFIRMED', Message: 'ok' }, { orderId: 42, status: 'CONFIRMED', message: 'ok' }],
  [
    '{orderId, status, message}',
    { orderId: 42, status: 'rejected', amount: 50000, message: 'no' },
    { orderId: 42, status: 'REJECTED', amount: 50000, message: 'no' },
  ],
  [
    'nested data',
    { data: { order_id: '42', amount: '200000', status: 'confirmed', timestamp: 1 } },
    { orderId: 42, status: 'CONFIRMED', amount: 200000 },
  ],
  ['a JSON string', JSON.stringify({ orderId: 7, status: 'EXPIRED' }), { orderId: 7, status: 'EXPIRED' }],
])('reads %s', (_label, payload, expected) => {
  expect(parseDepositStatusUpdate(payload)).toEqual(expect.objectContaining(expected));
});

it.each([[null], ['nonsense'], [{ orderId: 1, status: 'WHATEVER' }], [{ status: 'CONFIRMED' }], [{ orderId: -1, status: 'CONFIRMED' }]])(
  'ignores %p',
  (payload) => {
    expect(parseDepositStatusUpdate(payload)).toBeNull();
  },
);
