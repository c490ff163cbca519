import type { FastifyRequest } from 'fastify';
import type { RawRequest, UploadedFile } from '../../core/types.ts';

/** Turns a Fastify request into the pipeline's transport-free shape, reading multipart parts. */
export async function readRequest(request: FastifyRequest): Promise<RawRequest> {
  const files: UploadedFile[] = [];
  let body: unknown = request.body;
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Past the size limit toBuffer() throws a 413 and stops reading: nothing larger is held.
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, size: data.length, data });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    body = fields;
  }
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
