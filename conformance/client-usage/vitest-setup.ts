import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as OpenapiFetch from 'openapi-fetch';
import { afterAll, expect, vi } from 'vitest';
import { attribute, localFrame } from './attribute.ts';
import { writePartial } from './usage-file.ts';
import { recorder } from './vitest-middleware.ts';

/**
 * The web tests' recording of what the client reads (recorder.ts): every typed client the code under test creates
 * gets the recording middleware; when a test file ends, what it saw is written to reports/client-usage/vitest-….json.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

vi.mock('openapi-fetch', async (importOriginal) => {
  const actual = await importOriginal<typeof OpenapiFetch>();
  const { recordingMiddleware } = await import('./vitest-middleware.ts');
  const createClient: typeof actual.default = (options) => {
    const client = actual.default(options);
    client.use(recordingMiddleware());
    return client;
  };
  return { ...actual, default: createClient };
});

afterAll(async () => {
  const testPath = expect.getState().testPath;
  if (testPath === undefined) return;
  const file = relative(root, testPath);
  const usage = attribute(await recorder.take(), localFrame);
  if (Object.keys(usage).length === 0) return;
  writePartial(`vitest-${file.replace(/[^\w.-]+/g, '_')}`, { [file]: usage });
});
