import { followLink, urlOf, type ExampleFile, type ExampleRequest } from '#conformance/examples/request-examples.ts';
import type { Scope } from '../api/control-client.ts';

export interface ExampleAnswer {
  status: number;
  body: unknown;
}

/** A small file of the example's type, whose first bytes say what it is (the mock checks an upload's content). */
const PLACEHOLDERS: Record<string, string> = {
  'application/pdf': '%PDF-1.7\n% A placeholder the developer console sends\n%%EOF\n',
  'image/png': '\x89PNG\r\n\x1a\n',
  'image/jpeg': '\xff\xd8\xff\xe0',
};

const placeholder = (file: ExampleFile): Blob =>
  new Blob(
    [Uint8Array.from(PLACEHOLDERS[file.contentType] ?? PLACEHOLDERS['application/pdf']!, (c) => c.charCodeAt(0))],
    {
      type: file.contentType,
    },
  );

const sessionHeader = (scope: Scope): Record<string, string> => (scope === null ? {} : { 'X-Mock-Session': scope });

async function read(answer: Response): Promise<ExampleAnswer> {
  const text = await answer.text();
  try {
    return { status: answer.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: answer.status, body: text };
  }
}

/** A service token of the world in view (an example that needs a bearer is sent with one). */
async function serviceToken(scope: Scope): Promise<string> {
  const answer = await fetch('/api/auth/fetchProgrammaticUserToken', {
    credentials: 'omit',
    headers: sessionHeader(scope),
  });
  return ((await answer.json()) as { token: string }).token;
}

async function sendOne(request: ExampleRequest, scope: Scope, token: () => Promise<string>): Promise<ExampleAnswer> {
  const headers: Record<string, string> = { ...request.parameters.header, ...sessionHeader(scope) };
  if (request.bearer) headers.authorization = `Bearer ${await token()}`;
  let body: BodyInit | undefined;
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form.fields)) form.append(name, value);
    for (const file of request.form.files) form.append(file.field, placeholder(file), file.filename);
    body = form;
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const answer = await fetch(urlOf(request), {
    method: request.method.toUpperCase(),
    headers,
    body,
    credentials: 'omit',
  });
  return read(answer);
}

/**
 * Sends the contract's example of an operation to the mock, in the world in view: a service token first where it
 * needs one, and the call its parameters come from first where the contract links them (a code is checked after it
 * was sent). The calls show in the Calls view as any other client's.
 */
export async function sendExample(request: ExampleRequest, scope: Scope): Promise<ExampleAnswer> {
  let token: Promise<string> | undefined;
  const tokenOnce = () => (token ??= serviceToken(scope));
  let sent = request;
  if (request.after) {
    const first = await sendOne(request.after.request, scope, tokenOnce);
    sent = followLink(request, first.body);
  }
  return sendOne(sent, scope, tokenOnce);
}
