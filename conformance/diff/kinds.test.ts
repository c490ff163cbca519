import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffContracts } from './diff.ts';
import { CHANGE_KINDS, kindsTable } from './kinds.ts';
import { PLANTS } from './testing/plants.ts';
import { realContract, root, schema } from './testing/real-contract.ts';

describe('each kind of change, planted in a copy of the real contract, is classified as the table says', () => {
  it.each(PLANTS.map((p) => [`${p.kind} in a ${p.side}: ${p.what}`, p] as const))('%s', (_name, plant) => {
    const [base, head] = plant.make();
    const changes = diffContracts(base, head, null);
    const row = CHANGE_KINDS.find((k) => k.id === plant.kind);
    expect(changes.length).toBeGreaterThan(0);
    expect([...new Set(changes.map((c) => `${c.kind} in a ${c.side}`))].sort()).toEqual(
      [plant.kind, ...(plant.also ?? [])].map((kind) => `${kind} in a ${plant.side}`).sort(),
    );
    for (const change of changes.filter((c) => c.kind === plant.kind)) expect(change.breaks).toBe(row?.[plant.side]);
  });

  it('every row of the table, on each side it occurs, has a planted change', () => {
    const planted = new Set(PLANTS.map((p) => `${p.kind}/${p.side}`));
    const rows = CHANGE_KINDS.flatMap((k) =>
      (['request', 'response'] as const).filter((side) => k[side] !== null).map((side) => `${k.id}/${side}`),
    );
    expect(rows.filter((row) => !planted.has(row))).toEqual([]);
  });

  it("docs/contract-changes.md's table of change kinds is the classification module's (--kinds-table)", () => {
    const page = readFileSync(`${root}docs/contract-changes.md`, 'utf8');
    expect(
      page.includes(kindsTable()),
      'paste `npm run contract:diff -- --kinds-table` into docs/contract-changes.md',
    ).toBe(true);
  });
});

describe('what is not a change', () => {
  it('the same contract gives no change', () => {
    expect(diffContracts(realContract(), realContract(), null)).toEqual([]);
  });

  it('a schema split into an allOf of a $ref and the rest, or made nullable as oneOf [X, null], is the same schema', () => {
    const head = realContract();
    const components = (head.components as Record<string, Record<string, unknown>>).schemas ?? {};
    const { properties, ...rest } = schema(head, 'DeviceTokenInput');
    components.DeviceTokenParts = { properties };
    components.DeviceTokenInput = { allOf: [{ $ref: '#/components/schemas/DeviceTokenParts' }, rest] };
    const before = realContract();
    const beforeName = (schema(before, 'AppLanguage').properties as Record<string, Record<string, unknown>>).nativeName;
    const headName = schema(head, 'AppLanguage').properties as Record<string, unknown>;
    if (beforeName) beforeName.type = ['string', 'null'];
    headName.nativeName = {
      oneOf: [{ type: 'string', minLength: 1, description: 'The name in its own script.' }, { type: 'null' }],
    };
    expect(diffContracts(before, head, null)).toEqual([]);
  });
});
