import type { APIRequestContext } from '@playwright/test';
import type { LoggedRequest } from '#mock/core/request-log.ts';

/** The mock upstream's control API (/__mock/…), for arranging and inspecting a journey. */
export class MockControl {
  constructor(private readonly request: APIRequestContext) {}

  private async ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
    if (!response.ok()) throw new Error(`${what} failed: HTTP ${response.status()} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }

  async reset(): Promise<void> {
    await this.ok(await this.request.post('/__mock/reset'), 'Resetting the mock');
    await this.ok(await this.request.delete('/__mock/requests'), 'Clearing the request log');
  }

  async expireTokens(): Promise<void> {
    await this.ok(await this.request.post('/__mock/tokens/expire'), 'Expiring the tokens');
  }

  async addFault(fault: { operationId: string; status: number; times?: number; delayMs?: number }): Promise<void> {
    await this.ok(await this.request.post('/__mock/faults', { data: fault }), 'Adding a fault');
  }

  async requests(): Promise<LoggedRequest[]> {
    const body = (await this.ok(await this.request.get('/__mock/requests'), 'Reading the request log')) as {
      requests: LoggedRequest[];
    };
    return body.requests;
  }

  async clearRequests(): Promise<void> {
    await this.ok(await this.request.delete('/__mock/requests'), 'Clearing the request log');
  }
}
