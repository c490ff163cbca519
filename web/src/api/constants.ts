import { message } from '#machines';

/** localStorage key holding the cached service token. */
export const TOKEN_STORAGE_KEY = 'programmaticToken';
/** localStorage key holding when the cached service token was fetched (ms since epoch). */
export const TOKEN_TIMESTAMP_STORAGE_KEY = 'programmaticTokenTimestamp';

/** A service token is trusted for 8 hours after it was fetched. */
export const TOKEN_LIFETIME_MS = 28_800_000;

/** The service-token call, relative to the upstream base URL; it never carries a bearer itself. */
export const TOKEN_PATH = '/api/auth/fetchProgrammaticUserToken';

/** Why a call failed, as the screen shows it (web/src/locales/<language>/common.json). */
export const TOKEN_FAILURE = message('common:error.token');
export const NETWORK_ERROR = message('common:error.network');
export const TIMED_OUT = message('common:error.timeout');

/** localStorage key of the user token an upstream in strict ownership mode asked to see (user-token.ts). */
export const USER_TOKEN_STORAGE_KEY = 'userTokenForCandidateCalls';

/** localStorage key of the client's e-mail session token such an upstream asked to see on the interviewer's calls. */
export const CLIENT_USER_TOKEN_STORAGE_KEY = 'userTokenForClientCalls';

/**
 * localStorage key under which the signed-in session keeps its token: the product's name for it, written by the
 * session store. The user token is sent only while it is still the session's; the journeys against the strict
 * mode (the journeys' strict project) fail if the two names ever differ.
 */
export const SESSION_TOKEN_STORAGE_KEY = 'authToken';
