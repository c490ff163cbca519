import { RESUME_FILE } from '#contract/rules.ts';
import type { ContractOperation } from '../contract/load-contract.ts';
import { error } from '../core/responses.ts';
import type { MockResponse } from '../core/types.ts';

/** An OpenAPI path template in the routers' syntax (Fastify and MSW both write `{id}` as `:id`). */
export const routePath = (openapiPath: string): string => openapiPath.replace(/\{([^}]+)\}/g, ':$1');

/** Every upload of the contract (resumes, Aadhaar documents) is refused above the resume rule's limit. */
export const UPLOAD_MAX_BYTES = RESUME_FILE.maxBytes;

/** An oversized upload: the documented 413 with the rule's message, or a 400 where the operation documents no 413. */
export function uploadTooLarge(operation: ContractOperation | undefined): MockResponse {
  return operation?.responses['413'] !== undefined
    ? error(413, RESUME_FILE.messages.tooLarge)
    : error(400, 'Request body is too large');
}
