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
// The endpoint files' readers of an answer (the signed-in ones, in `@app/shared/signed-in`, reach them here).
export { unwrap, ensureSuccess, coreCall, paymentCall } from './read-answer';
