// The player's saved bank accounts on the bank screen (owned by the withdrawal work).
export function BankAccountsSection() {
  return null;
}
