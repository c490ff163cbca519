import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { testAppPerFile } from '../../testing/test-app.ts';

const t = testAppPerFile(200);
const controlContract = parse(
  readFileSync(new URL('../../../../openapi/mock-control.yaml', import.meta.url), 'utf8'),
) as {
  components: Record<string, unknown>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats ships as CommonJS; its default export is the plugin function.
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'control', components: controlContract.components });
const validatorOf = (schema: string) => ajv.getSchema(`control#/components/schemas/${schema}`)!;

describe('the snapshot as openapi/mock-control.yaml describes it', () => {
  it.each(['default', 'empty-world', 'upstream-down', 'token-churn'])(
    'GET /__mock/snapshot in %s matches the Snapshot schema',
    async (name) => {
      await t.inject({ method: 'POST', url: '/__mock/scenario', payload: { name } });
      const validate = validatorOf('Snapshot');
      const snapshot: unknown = t.json(await t.inject({ method: 'GET', url: '/__mock/snapshot' }));
      expect(validate(snapshot), JSON.stringify(validate.errors)).toBe(true);
    },
  );
});
