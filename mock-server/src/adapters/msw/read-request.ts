import type { RawRequest, UploadedFile } from '../../contract/raw-request.ts';
import {
  isReservedPartName,
  MULTIPART_LIMITS,
  multipartBoundary,
  reservedPartName,
  tooManyParts,
  unreadableForm,
} from '../upload-refusals.ts';

export class UnreadableBody extends Error {}

/** The parts of a multipart body, refused as the Fastify adapter refuses them (framing, part counts, reserved names). */
async function readForm(request: Request, contentType: string): Promise<{ body: unknown; files: UploadedFile[] }> {
  if (multipartBoundary(contentType) === undefined) throw unreadableForm(contentType);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw unreadableForm(contentType);
  }
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  let parts = 0;
  for (const [field, value] of form.entries()) {
    parts += 1;
    if (isReservedPartName(field)) throw reservedPartName();
    if (typeof value === 'string') fields.set(field, value);
    else {
      const data = Buffer.from(await value.arrayBuffer());
      files.push({
        field,
        filename: value.name,
        mimetype: value.type || 'application/octet-stream',
        size: data.length,
        data,
      });
    }
  }
  const { files: maxFiles, fields: maxFields, parts: maxParts } = MULTIPART_LIMITS;
  if (files.length > maxFiles || parts - files.length > maxFields || parts > maxParts) throw tooManyParts();
  return { body: Object.fromEntries(fields), files };
}

async function readBody(request: Request, contentType: string): Promise<{ body: unknown; files: UploadedFile[] }> {
  if (contentType.startsWith('multipart/form-data')) return readForm(request, contentType);
  const text = await request.text();
  if (text === '') return { body: undefined, files: [] };
  if (contentType.includes('json')) {
    try {
      return { body: JSON.parse(text) as unknown, files: [] };
    } catch {
      throw new UnreadableBody('Body is not valid JSON');
    }
  }
  return { body: text, files: [] };
}

/** Turns a fetch Request intercepted by MSW into the pipeline's transport-free shape. */
export async function readMswRequest(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<RawRequest> {
  const url = new URL(request.url);
  // Built with fromEntries: a key named __proto__ becomes an own property, never the object's prototype.
  const query: Record<string, string | string[]> = Object.fromEntries(
    [...new Set(url.searchParams.keys())].map((key) => {
      const values = url.searchParams.getAll(key);
      return [key, values.length === 1 ? values[0]! : values];
    }),
  );
  const headers: Record<string, string> = Object.fromEntries(request.headers.entries());
  const contentType = request.headers.get('content-type') ?? undefined;
  const { body, files } = await readBody(request, contentType ?? '');
  const pathParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(String(v))]));
  return {
    method: request.method,
    url: url.pathname + url.search,
    pathParams,
    query,
    headers,
    contentType,
    body,
    files,
  };
}
