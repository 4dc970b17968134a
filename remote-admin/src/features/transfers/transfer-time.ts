import { parseBankTransactionDate, type BankTransferDto } from '@app/shared/contracts';
import { formatTime } from '../kit/format';

// When the money arrived, as the bank's feed says (its clock is Vietnam's), or when the server got
// the notice if the feed said nothing. A text the feed sent that is not a date this can read is
// shown as it came: the operator still reads it, and one odd transfer never takes the whole list
// down (formatting an invalid date throws).
export function transferTimeText(transfer: Pick<BankTransferDto, 'transactionDate' | 'createdAt'>): string {
  const given = transfer.transactionDate;
  if (given === null || given.trim() === '') return formatTime(transfer.createdAt);
  const at = parseBankTransactionDate(given);
  return at ? formatTime(at.toISOString()) : given;
}
