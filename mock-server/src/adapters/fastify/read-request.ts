import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { RawRequest, UploadedFile } from '../../contract/raw-request.ts';
import { multipartBoundary, unreadableForm } from '../upload-refusals.ts';
import { multipartFailure } from './upload-guard.ts';

class UploadTooLarge extends Error {
  readonly statusCode = 413;
}

/** Reads an uploaded file, failing the moment it passes the size limit (not after the rest arrives). */
function readBounded(part: MultipartFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.once('limit', () => {
      chunks.length = 0;
      part.file.destroy();
      reject(new UploadTooLarge('File too large'));
    });
    part.file.once('end', () =>
      part.file.truncated ? reject(new UploadTooLarge('File too large')) : resolve(Buffer.concat(chunks)),
    );
    part.file.once('error', reject);
  });
}

/** Turns a Fastify request into the pipeline's transport-free shape (a body already parsed, no files). */
export function readRequest(
  request: FastifyRequest,
  body: unknown = request.body,
  files: UploadedFile[] = [],
): RawRequest {
  return {
    method: request.method,
    url: request.url,
    pathParams: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, string | string[]>,
    headers: request.headers as Record<string, string | undefined>,
    contentType: request.headers['content-type'],
    body: body === null || body === '' ? undefined : body,
    files,
  };
}

/** The same for an operation that takes a form: a multipart body's parts are read first (such routes are registered with the multipart reader: register-operations.ts). */
export async function readFormRequest(request: FastifyRequest): Promise<RawRequest> {
  if (!request.isMultipart()) return readRequest(request);
  if (multipartBoundary(request.headers['content-type']) === undefined)
    throw unreadableForm(request.headers['content-type']);
  const files: UploadedFile[] = [];
  // Own properties only: a part named __proto__ or constructor is a field like any other.
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await readBounded(part);
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          size: data.length,
          data,
        });
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (cause) {
    throw multipartFailure(request, cause);
  }
  return readRequest(request, Object.fromEntries(fields), files);
}
