/** A multipart body of one file and text fields, sent as the upstream's upload calls expect (`file` with its name). */
export function uploadForm(file: File, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
