import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consoleInputs } from './console-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe("the developer console's build inputs (a change in any builds it again)", () => {
  it('lists its own sources, the design system it borrows and the contracts, each a file that exists', () => {
    const inputs = consoleInputs();
    for (const file of [
      'console/src/main.tsx',
      'console/vite.config.ts',
      'web/src/ui/tokens.css',
      'conformance/examples/request-examples.ts',
      'openapi/mock-control.d.ts',
      'package-lock.json',
    ])
      expect(inputs).toContain(file);
    expect(inputs.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
