import type { RawRequest, UploadedFile } from '../../contract/raw-request.ts';

export class UnreadableBody extends Error {}

async function readBody(request: Request, contentType: string): Promise<{ body: unknown; files: UploadedFile[] }> {
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') fields[field] = value;
      else {
        const data = Buffer.from(await value.arrayBuffer());
        files.push({ field, filename: value.name, mimetype: value.type || 'application/octet-stream', size: data.length, data });
      }
    }
    return { body: fields, files };
  }
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
export async function readMswRequest(request: Request, params: Record<string, string | readonly string[] | undefined>): Promise<RawRequest> {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  const contentType = request.headers.get('content-type') ?? undefined;
  const { body, files } = await readBody(request, contentType ?? '');
  const pathParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(String(v))]));
  return { method: request.method, url: url.pathname + url.search, pathParams, query, headers, contentType, body, files };
}
