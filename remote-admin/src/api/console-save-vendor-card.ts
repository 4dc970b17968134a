import { DEPOSIT_PATHS } from '@app/shared';
import { type ChangeRequestedDto, type VendorCardDto } from '@app/shared/contracts';
import { consoleSend } from './console-request';

export interface VendorCardFields {
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  isActive?: boolean;
}

/**
 * POST /admin/vendor-cards (a new card) or PUT /admin/vendor-cards/:id (the fields given change),
 * step-up 'admin_settings' for STEP_UP_TARGETS.vendorCard(id). A new account, or a new bank, number
 * or owner, waits for a second operator (the answer is the waiting change); pausing applies at once.
 */
export const consoleSaveVendorCard = (id: number | null, fields: VendorCardFields, stepUpToken: string) =>
  id === null
    ? consoleSend<ChangeRequestedDto>('post', DEPOSIT_PATHS.adminVendorCards, fields, stepUpToken)
    : consoleSend<VendorCardDto | ChangeRequestedDto>('put', DEPOSIT_PATHS.adminVendorCard(id), fields, stepUpToken);
