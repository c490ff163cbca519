import type { RawRequest } from '../contract/raw-request.ts';
import type { MockResponse, RecordedAnswers } from '../core/types.ts';
import { matchKey, significantFields, type Fixture } from './fixture.ts';
import { MASKED_TOKEN } from './mask.ts';

/** A recorded JSON value with each masked token replaced by a live one. */
function withLiveTokens(value: unknown, issueToken: () => string): unknown {
  if (value === MASKED_TOKEN) return issueToken();
  if (Array.isArray(value)) return value.map((item) => withLiveTokens(item, issueToken));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withLiveTokens(item, issueToken)]));
  }
  return value;
}

/** The answer a fixture gives, as the pipeline hands it to an adapter. */
function toMockResponse(fixture: Fixture): MockResponse {
  const { 'content-type': contentType, ...headers } = fixture.response.headers;
  const response: MockResponse = { status: fixture.response.status, headers };
  if (contentType !== undefined) response.contentType = contentType;
  if (fixture.response.json !== undefined) response.body = fixture.response.json;
  else if (fixture.response.text !== undefined) response.body = fixture.response.text;
  else if (fixture.response.base64 !== undefined) response.body = Buffer.from(fixture.response.base64, 'base64');
  return response;
}

/**
 * Recorded answers by request: a request whose operation and masked significant fields match a fixture gets
 * its answer. The same request recorded several times answers in the order recorded, then keeps the last.
 */
export class ReplayBook implements RecordedAnswers {
  private readonly answers = new Map<string, { responses: MockResponse[]; next: number }>();

  constructor(fixtures: readonly Fixture[]) {
    for (const fixture of fixtures) {
      const key = matchKey(fixture.operationId, fixture.request);
      const entry = this.answers.get(key) ?? { responses: [], next: 0 };
      entry.responses.push(toMockResponse(fixture));
      this.answers.set(key, entry);
    }
  }

  get size(): number {
    return [...this.answers.values()].reduce((sum, entry) => sum + entry.responses.length, 0);
  }

  answer(operationId: string, raw: RawRequest, issueToken: () => string): MockResponse | undefined {
    const entry = this.answers.get(matchKey(operationId, significantFields(raw)));
    if (!entry) return undefined;
    const response = entry.responses[Math.min(entry.next, entry.responses.length - 1)];
    entry.next += 1;
    if (!response) return undefined;
    const body = Buffer.isBuffer(response.body) ? response.body : withLiveTokens(response.body, issueToken);
    return { ...response, headers: { ...response.headers }, body };
  }
}
