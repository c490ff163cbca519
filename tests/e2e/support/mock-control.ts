import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';
import type { LoggedRequest } from '#mock/core/request-log.ts';
import { SESSION_COOKIE, SESSION_HEADER } from '#mock/sessions/session-id.ts';

export type MockAuth = 'open' | 'strict';

/**
 * The mock upstream's control API (/__mock/…) in a journey's own session: each journey has a world of its own on
 * the shared mock (its pages join it by cookie), so journeys run in parallel without seeing each other's data.
 */
export class MockControl {
  private constructor(
    private readonly request: APIRequestContext,
    readonly session: string,
  ) {}

  /** A fresh session (a freshly seeded world) in the given ownership mode. */
  static async open(request: APIRequestContext, auth: MockAuth): Promise<MockControl> {
    const made = await request.post('/__mock/sessions', { data: { auth } });
    if (made.status() !== 201)
      throw new Error(`Opening a mock session failed: HTTP ${made.status()} ${await made.text()}`);
    return new MockControl(request, ((await made.json()) as { id: string }).id);
  }

  /** Puts a browser context in this session: every page's calls to the mock carry its cookie. */
  async join(context: BrowserContext, baseURL: string): Promise<void> {
    await context.addCookies([
      { name: SESSION_COOKIE, value: this.session, url: baseURL, httpOnly: true, sameSite: 'Strict' },
    ]);
  }

  async end(): Promise<void> {
    await this.request.delete(`/__mock/sessions/${this.session}`);
  }

  private get headers() {
    return { [SESSION_HEADER]: this.session };
  }

  private async ok(response: APIResponse, what: string) {
    if (!response.ok()) throw new Error(`${what} failed: HTTP ${response.status()} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }

  async reset(): Promise<void> {
    await this.ok(await this.request.post('/__mock/reset', { headers: this.headers }), 'Resetting the mock');
    await this.clearRequests();
  }

  async expireTokens(): Promise<void> {
    await this.ok(await this.request.post('/__mock/tokens/expire', { headers: this.headers }), 'Expiring the tokens');
  }

  async addFault(fault: { operationId: string; status: number; times?: number; delayMs?: number }): Promise<void> {
    await this.ok(await this.request.post('/__mock/faults', { headers: this.headers, data: fault }), 'Adding a fault');
  }

  async requests(): Promise<LoggedRequest[]> {
    const body = (await this.ok(
      await this.request.get('/__mock/requests', { headers: this.headers }),
      'Reading the request log',
    )) as { requests: LoggedRequest[] };
    return body.requests;
  }

  async clearRequests(): Promise<void> {
    await this.ok(await this.request.delete('/__mock/requests', { headers: this.headers }), 'Clearing the request log');
  }
}
