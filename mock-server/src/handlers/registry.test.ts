import { describe, expect, it } from 'vitest';
import { loadOperations } from '../contract/load-contract.ts';
import { handlers } from './index.ts';

describe('the handler registry', () => {
  const operationIds = loadOperations().map((o) => o.operationId);

  it('has a handler for every operation of the contract', () => {
    expect(operationIds.filter((id) => !(id in handlers))).toEqual([]);
  });

  it('has no handler without an operation', () => {
    expect(Object.keys(handlers).filter((id) => !operationIds.includes(id))).toEqual([]);
  });
});
