import { WITHDRAWAL_PATHS } from '@app/shared';
import { type WithdrawalPayoutQrDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/withdrawals/:id/payout-qr: the payout as a VietQR and fields to copy. */
export const consoleGetPayoutQr = (withdrawalId: number) => consoleGet<WithdrawalPayoutQrDto>(WITHDRAWAL_PATHS.payoutQr(withdrawalId));
