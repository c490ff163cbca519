import { message } from '#machines';

/** A service token is trusted for 8 hours after it was fetched. */
export const TOKEN_LIFETIME_MS = 28_800_000;

/** The service-token call, relative to the upstream base URL; it never carries a bearer itself. */
export const TOKEN_PATH = '/api/auth/fetchProgrammaticUserToken';

/** Why a call failed, as the screen shows it (web/src/locales/<language>/common.json). */
export const TOKEN_FAILURE = message('common:error.token');
export const NETWORK_ERROR = message('common:error.network');
export const TIMED_OUT = message('common:error.timeout');
