import type { components } from '#contract/mock-control.d.ts';

export type Reproduce = components['schemas']['CallDetails']['reproduce'];

/** A word for a POSIX shell: single-quoted, a single quote inside written as '\''. */
export const shellWord = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The curl command that sends the call again to the mock at `origin`: its method, address, the headers that change
 * the answer (its token included), its session (X-Mock-Session) and its body. An upload's fields are sent as they
 * were; its files were not kept, so the command names each by its file name, to be put beside it.
 */
export function curlOf(call: Reproduce, origin: string): string {
  const parts = ['curl'];
  if (call.method !== 'GET' || call.body !== undefined) parts.push(`-X ${call.method}`);
  parts.push(shellWord(`${origin}${call.url}`));
  for (const [name, value] of Object.entries(call.headers)) parts.push(`-H ${shellWord(`${name}: ${value}`)}`);
  if (call.body !== undefined) parts.push(`--data-raw ${shellWord(call.body)}`);
  for (const [name, value] of Object.entries(call.form?.fields ?? {}))
    parts.push(`--form-string ${shellWord(`${name}=${value}`)}`);
  for (const file of call.form?.files ?? [])
    parts.push(`-F ${shellWord(`${file.field}=@${file.filename};type=${file.mimetype}`)}`);
  return parts.join(' \\\n  ');
}
