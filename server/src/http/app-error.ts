import { HTTP_MESSAGES } from '@app/shared/contracts';

// An answer the player is meant to read: status, a machine code in `error`, Vietnamese `message`,
// and the form `field` it concerns when there is one.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody() {
    return {
      success: false as const,
      error: this.error,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

export const badRequest = (message: string = HTTP_MESSAGES.badRequest, field?: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, field);

export const notFound = (message: string = HTTP_MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', message);

export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new AppError(403, 'FORBIDDEN', message);

export const tooManyRequests = () => new AppError(429, 'TOO_MANY_REQUESTS', HTTP_MESSAGES.tooManyRequests);
export const tooManyPasswordTries = () => new AppError(429, 'TOO_MANY_REQUESTS', HTTP_MESSAGES.tooManyPasswordTries);

// The client logs out on exactly this pair (403 with 'User is banned'), so every ban answer uses it.
// With the operator's reason when there is one (its own full stop dropped: the sentence goes on).
export const userBanned = (reason?: string | null) => {
  const why = reason?.trim().replace(/[.\s]+$/, '');
  return new AppError(403, HTTP_MESSAGES.userBanned, why ? HTTP_MESSAGES.bannedBecause(why) : HTTP_MESSAGES.bannedToast);
};

export const sessionRevoked = () => new AppError(401, 'SESSION_REVOKED', HTTP_MESSAGES.sessionRevoked);
