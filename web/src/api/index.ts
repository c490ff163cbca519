export { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client.ts';
export {
  createThirdPartyClient,
  type ThirdPartyClient,
  type ThirdPartyClientOptions,
} from './create-third-party-client.ts';
export type { Call, CallOptions, DataOf, RequestInitPart } from './create-caller.ts';
export type { ApiFailure, ApiNotFound, ApiResult, ApiSuccess, FailureReason } from './result.ts';
export { TIMEOUT_MS, type TimeoutClass } from './timeouts.ts';
export { currentBaseUrls, environmentFor, resolveBaseUrls, type BaseUrls, type EnvironmentName } from './environments.ts';
export {
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  TOKEN_FAILURE_MESSAGE,
  TOKEN_LIFETIME_MS,
  TOKEN_STORAGE_KEY,
  TOKEN_TIMESTAMP_STORAGE_KEY,
} from './constants.ts';
export type { StorageLike } from './storage.ts';
export type { TokenStore } from './token-store.ts';
