/** A file part of a multipart request. */
export interface FilePart {
  filename: string;
  contentType: string;
  /** The file's bytes as text (the generated documents are small text-based PDFs). */
  text: string;
}

/** One concrete request, everything explicit (tokens included), so it can be sent again or printed as curl. */
export interface GeneratedRequest {
  operationId: string;
  method: string;
  /** The path with its parameters filled in, without the query. */
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  json?: unknown;
  form?: Array<[string, string | FilePart]>;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function queryString(query: GeneratedRequest['query']): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
}

export function urlOf(baseUrl: string, request: GeneratedRequest): string {
  return baseUrl.replace(/\/$/, '') + request.path + queryString(request.query);
}

/** The fetch arguments for a request. */
export function fetchInit(request: GeneratedRequest): RequestInit {
  const headers = { ...request.headers };
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    const form = new FormData();
    for (const [name, value] of request.form) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value.text], { type: value.contentType }), value.filename);
    }
    body = form;
  }
  return { method: request.method, headers, body };
}

/**
 * A curl command that sends the same request. A file part is read from standard input (printf … | curl), so the
 * command is self-contained and pasteable; curl is always the last command of the line.
 */
export function toCurl(baseUrl: string, request: GeneratedRequest): string {
  const parts = ['curl', '-X', request.method, quote(urlOf(baseUrl, request))];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`));
  let stdin: string | undefined;
  if (request.json !== undefined) {
    parts.push('-H', quote('content-type: application/json'), '--data-raw', quote(JSON.stringify(request.json)));
  }
  for (const [name, value] of request.form ?? []) {
    if (typeof value === 'string') {
      parts.push('--form-string', quote(`${name}=${value}`));
    } else {
      stdin = value.text;
      parts.push('-F', quote(`${name}=@-;filename=${value.filename};type=${value.contentType}`));
    }
  }
  const command = parts.join(' ');
  return stdin === undefined ? command : `printf '%s' ${quote(stdin)} | ${command}`;
}
