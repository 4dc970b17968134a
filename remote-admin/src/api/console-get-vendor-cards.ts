import { DEPOSIT_PATHS, type VendorCardDto } from '@app/shared';
import { consoleGet } from './console-request';

/** GET /admin/vendor-cards: every receiving account, active or not. */
export const consoleGetVendorCards = () => consoleGet<VendorCardDto[]>(DEPOSIT_PATHS.adminVendorCards);
