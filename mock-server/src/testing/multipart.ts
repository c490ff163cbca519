export interface FilePart {
  field: string;
  filename: string;
  type: string;
  data: Buffer | Uint8Array | string;
}

/** A multipart body and its content-type header, built the way a browser's FormData sends it. */
export async function multipartBody(fields: Record<string, string>, files: readonly FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files)
    form.append(
      f.field,
      new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type }),
      f.filename,
    );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
  };
}

export interface FormFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** The apply form as a browser sends it: text fields and at most one file (the resume by default). */
export const multipartForm = (fields: Record<string, string>, file?: FormFile, field = 'resumeFile') =>
  multipartBody(fields, file ? [{ field, filename: file.name, type: file.type, data: file.bytes }] : []);
