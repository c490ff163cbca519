import { fromUtf8 } from '../core/json-bytes.ts';
import { maskHeader, maskSecrets } from '../replay/mask.ts';
import type { CallRecord, KeptRequest } from './call-record.ts';
import { summaryOf, type CallSummary } from './call-summary.ts';
import { answerBody, answerType } from './verdict.ts';

/** Answers longer than this are shown as their first part, as text. */
export const SHOWN_ANSWER_CHARS = 256 * 1024;

/** What a chosen call shows: the request and the answer with their secrets masked, and how to send it again. */
export interface CallDetails extends CallSummary {
  mockTime: string;
  request: {
    pathParams: Record<string, string>;
    query: Record<string, string | string[]>;
    headers: Record<string, string>;
    contentType?: string;
    body?: unknown;
    files: KeptRequest['files'];
  };
  answer: {
    status: number;
    contentType?: string;
    headers: Record<string, string>;
    /** The JSON body, or the text of a text answer. */
    body?: unknown;
    /** A JSON answer too long to show whole: its first SHOWN_ANSWER_CHARS characters, and its full length. */
    text?: string;
    length?: number;
    /** A file's size (its bytes are not kept). */
    fileBytes?: number;
  };
  /**
   * The call as it was sent, secrets included, for the console's 'Copy as curl' (the page builds the command with its
   * own origin): the headers that change the answer, the session's header, the body; an upload's files by name only.
   */
  reproduce: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: string;
    form?: { fields: Record<string, string>; files: KeptRequest['files'] };
  };
}

/** Request headers that make no difference to the answer, or that the command line sets by itself. */
const LEFT_OUT =
  /^(host|connection|content-length|accept-encoding|user-agent|origin|referer|cookie|sec-.*|x-forwarded-.*|x-real-ip|x-mock-session|priority|dnt|cache-control|pragma|accept-language|upgrade-insecure-requests)$/i;

const present = (headers: Record<string, string | undefined>): Array<[string, string]> =>
  Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

function reproduce(record: CallRecord): CallDetails['reproduce'] {
  const { request } = record;
  const multipart = (request.contentType ?? '').startsWith('multipart/');
  const headers = Object.fromEntries(
    present(request.headers).filter(([name]) => !LEFT_OUT.test(name) && !(multipart && name === 'content-type')),
  );
  if (record.session !== null) headers['X-Mock-Session'] = record.session;
  const body =
    request.body === undefined || multipart
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  return {
    method: request.method,
    url: request.url,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(multipart ? { form: { fields: (request.body ?? {}) as Record<string, string>, files: request.files } } : {}),
  };
}

function shownAnswer(record: CallRecord): CallDetails['answer'] {
  const { answer } = record;
  const contentType = answerType(record);
  const shown: CallDetails['answer'] = {
    status: record.status,
    ...(contentType === undefined ? {} : { contentType }),
    headers: Object.fromEntries(present(record.headers).map(([name, value]) => [name, maskHeader(name, value)])),
  };
  if (answer.kind === 'binary') return { ...shown, fileBytes: answer.size };
  if (answer.kind === 'none') return shown;
  const text = answer.kind === 'json-bytes' ? fromUtf8(answer.bytes) : answer.text;
  if (text.length > SHOWN_ANSWER_CHARS)
    return { ...shown, text: maskSecrets(text.slice(0, SHOWN_ANSWER_CHARS)) as string, length: text.length };
  return { ...shown, body: maskSecrets(answerBody(answer)) };
}

export function detailsOf(record: CallRecord): CallDetails {
  const { request } = record;
  return {
    ...summaryOf(record),
    mockTime: new Date(record.mockTime).toISOString(),
    request: {
      pathParams: request.pathParams,
      query: maskSecrets(request.query) as Record<string, string | string[]>,
      headers: Object.fromEntries(present(request.headers).map(([name, value]) => [name, maskHeader(name, value)])),
      ...(request.contentType === undefined ? {} : { contentType: request.contentType }),
      ...(request.body === undefined ? {} : { body: maskSecrets(request.body) }),
      files: request.files,
    },
    answer: shownAnswer(record),
    reproduce: reproduce(record),
  };
}
