// The withdraw tab of the wallet screen (owned by the withdrawal work).
export function WithdrawPanel() {
  return null;
}
