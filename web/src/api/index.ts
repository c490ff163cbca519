// The client's one HTTP door: features import from here (README.md says how to call the upstream).
export { api } from './upstream.ts';
export type { ApiFailure, ApiResult } from './result.ts';
export { CallError } from './call-error.ts';
export { ownBearer } from './auth-middleware.ts';
