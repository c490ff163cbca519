/**
 * openapi-fetch keeps whatever `fetch` it is given at createClient(); looking
 * globalThis.fetch up on every call lets a test interceptor (MSW) installed
 * later still see the traffic.
 */
export const lateBoundFetch = (request: Request): Promise<Response> => globalThis.fetch(request);
