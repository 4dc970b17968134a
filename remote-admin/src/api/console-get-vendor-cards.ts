import { DEPOSIT_PATHS } from '@app/shared';
import { type VendorCardDto } from '@app/shared/contracts';
import { consoleGet } from './console-request';

/** GET /admin/vendor-cards: every receiving account, active or not. */
export const consoleGetVendorCards = () => consoleGet<VendorCardDto[]>(DEPOSIT_PATHS.adminVendorCards);
