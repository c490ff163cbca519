import { error } from '../core/responses.ts';
import type { MockResponse } from '../core/types.ts';

/** How many parts a multipart form may have: the contract's forms have at most one file and a handful of fields. */
export const MULTIPART_LIMITS = { files: 3, fields: 30, parts: 40 } as const;

export const TOO_MANY_PARTS = `Too many parts in the form: send at most ${MULTIPART_LIMITS.files} files and ${MULTIPART_LIMITS.fields} fields.`;
export const BOUNDARY_MISSING = 'Content-Type multipart/form-data must name the boundary between its parts.';
export const RESERVED_PART_NAME =
  'A form part may not be named after a built-in property of objects (such as constructor, __proto__ or toString).';
export const FORM_UNREADABLE =
  'The multipart form could not be read: its parts do not match the boundary in Content-Type.';

/** A multipart body that cannot be read as the form it claims to be: 400 with what is wrong. */
export class UploadRefused extends Error {
  constructor(readonly response: MockResponse) {
    super(String((response.body as { message?: unknown } | undefined)?.message ?? 'Upload refused'));
  }
}

/** The boundary a multipart Content-Type names, or undefined when it names none. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  return boundary === undefined || boundary === '' ? undefined : boundary;
}

/** Why a multipart body could not be read, answered the same way by both adapters. */
export function unreadableForm(contentType: string | undefined): UploadRefused {
  return new UploadRefused(
    error(400, multipartBoundary(contentType) === undefined ? BOUNDARY_MISSING : FORM_UNREADABLE),
  );
}

export const tooManyParts = (): UploadRefused => new UploadRefused(error(400, TOO_MANY_PARTS));

/** Part names both adapters refuse (the Fastify adapter's multipart reader refuses them; the MSW one follows). */
export const isReservedPartName = (name: string): boolean => name in Object.prototype;

export const reservedPartName = (): UploadRefused => new UploadRefused(error(400, RESERVED_PART_NAME));
