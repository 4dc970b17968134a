import { DEPOSIT_PATHS, type VendorCardDto } from '@app/shared';
import { adminGet } from './admin-request';

/** GET /admin/vendor-cards: every receiving account, active or not. */
export const getVendorCards = () => adminGet<VendorCardDto[]>(DEPOSIT_PATHS.adminVendorCards);
