import { loadOperations } from '#mock/contract/load-contract.ts';
console.log(loadOperations().filter(o=>o.bearerRequired).map(o=>o.operationId).join(' '));
