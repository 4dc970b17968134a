import { PAYMENT_MESSAGES } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export const accountNotFound = () => new AppError(404, 'BANK_ACCOUNT_NOT_FOUND', PAYMENT_MESSAGES.accountNotFound);
