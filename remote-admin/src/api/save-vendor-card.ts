import type { VendorCardDto } from '@app/shared';
import { adminSend } from './admin-request';

export interface VendorCardFields {
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  isActive?: boolean;
}

/** POST /admin/vendor-cards (a new card) or PUT /admin/vendor-cards/:id (the fields given change). */
export const saveVendorCard = (id: number | null, fields: VendorCardFields) =>
  id === null
    ? adminSend<VendorCardDto>('post', '/admin/vendor-cards', fields)
    : adminSend<VendorCardDto>('put', `/admin/vendor-cards/${id}`, fields);
