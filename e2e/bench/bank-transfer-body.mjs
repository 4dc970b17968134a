// The bank feed's notification (a SePay-style body) of a transfer paying a deposit order, as
// the benches post it to /webhooks/bank-transfer.
export function bankTransferBody({ id, vendor, content, amount }) {
  return {
    id,
    gateway: vendor.bankCode,
    transactionDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
    accountNumber: vendor.accountNumber,
    code: null,
    content: `${content} chuyen tien`,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 0,
    referenceCode: `FT${id}`,
    description: '',
  };
}
