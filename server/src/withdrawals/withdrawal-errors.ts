import { PAYMENT_MESSAGES } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export const withdrawalNotFound = () => new AppError(404, 'WITHDRAWAL_NOT_FOUND', PAYMENT_MESSAGES.withdrawalNotFound);
