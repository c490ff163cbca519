import { loadOperations, type ContractOperation } from '#mock/contract/load-contract.ts';

export interface IndexedOperation {
  spec: ContractOperation;
  /** The client attaches the service token to this call (required or optional bearer). */
  acceptsBearer: boolean;
  documentedStatuses: string[];
}

export class OperationIndex {
  private readonly byId = new Map<string, IndexedOperation>();

  constructor(operations: ContractOperation[] = loadOperations()) {
    for (const spec of operations) {
      this.byId.set(spec.operationId, {
        spec,
        acceptsBearer: spec.bearerAccepted,
        documentedStatuses: Object.keys(spec.responses),
      });
    }
  }

  get(operationId: string): IndexedOperation {
    const found = this.byId.get(operationId);
    if (!found) throw new Error(`The contract has no operation ${operationId}`);
    return found;
  }

  all(): IndexedOperation[] {
    return [...this.byId.values()];
  }
}
