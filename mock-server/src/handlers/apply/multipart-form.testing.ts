export interface FormFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A multipart body and its content type, as a browser would send the form. */
export async function multipartForm(fields: Record<string, string>, file?: FormFile, field = 'resume') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
  };
}
