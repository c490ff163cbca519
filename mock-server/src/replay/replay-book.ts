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
  /** How many times each request was answered (in this world: every world has a book of its own). */
  private readonly served = new Map<string, number>();

  private constructor(private readonly answers: ReadonlyMap<string, readonly MockResponse[]>) {}

  static of(fixtures: readonly Fixture[]): ReplayBook {
    const answers = new Map<string, MockResponse[]>();
    for (const fixture of fixtures) {
      const key = matchKey(fixture.operationId, fixture.request);
      const responses = answers.get(key) ?? [];
      responses.push(toMockResponse(fixture));
      answers.set(key, responses);
    }
    return new ReplayBook(answers);
  }

  get size(): number {
    return [...this.answers.values()].reduce((sum, responses) => sum + responses.length, 0);
  }

  /** The same recorded answers, every request back at its first one (another session's book). */
  fresh(): ReplayBook {
    return new ReplayBook(this.answers);
  }

  answer(operationId: string, raw: RawRequest, issueToken: () => string): MockResponse | undefined {
    const key = matchKey(operationId, significantFields(raw));
    const responses = this.answers.get(key);
    if (!responses) return undefined;
    const served = this.served.get(key) ?? 0;
    const response = responses[Math.min(served, responses.length - 1)];
    this.served.set(key, served + 1);
    if (!response) return undefined;
    const body = Buffer.isBuffer(response.body) ? response.body : withLiveTokens(response.body, issueToken);
    return { ...response, headers: { ...response.headers }, body };
  }
}
