export { api, configureApi, type ApiConfig, type ApiInstance } from './client';
export { takeEarlyAnswerTime } from './early-responses';
export { ApiError, isApiError, messageOf, type ApiErrorInit } from './api-error';
export { isTransientFailure, newRequestKey, retryTransient, RETRY_DELAYS_MS } from './retry-transient';
export {
  classifyHttpError,
  authEndpointOf,
  type ApiBody,
  type AuthEndpoint,
  type ClassifiedError,
  type ErrorEffect,
} from './error-catalogue';
export type { ApiOptions, ApiExtraOptions, RequestOptions } from './request-options';
export { unwrap } from './read-answer';
export { postLogin, type LoginPayload } from './endpoints/login';
export { postSignup, type SignupPayload } from './endpoints/signup';
export { postTotpEnroll } from './endpoints/totp-enroll';
export { getMe } from './endpoints/get-me';
export { postRefreshToken } from './endpoints/refresh-token';
export { postLogout } from './endpoints/logout';
export { getBalance } from './endpoints/get-balance';
export { postChangePassword, changePassword, type ChangePasswordPayload } from './endpoints/change-password';
export { postRecoveryStart, postRecoveryReset, type RecoveryStartPayload, type RecoveryResetPayload } from './endpoints/password-recovery';
export { getPublicConfig, type PublicConfig } from './endpoints/get-public-config';
