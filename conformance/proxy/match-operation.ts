import { loadOperations, type ContractOperation } from '#mock/contract/load-contract.ts';

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  operation: ContractOperation;
}

/** Finds the contract operation for a method and URL path, with its path parameters. */
export class OperationMatcher {
  private readonly routes: Route[];

  constructor(operations: ContractOperation[] = loadOperations()) {
    this.routes = operations.map((operation) => {
      const names: string[] = [];
      const source = operation.path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
      return { method: operation.method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, operation };
    });
  }

  match(
    method: string,
    pathname: string,
  ): { operation: ContractOperation; pathParams: Record<string, string> } | undefined {
    for (const route of this.routes) {
      if (route.method !== method.toUpperCase()) continue;
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const pathParams = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]),
      );
      return { operation: route.operation, pathParams };
    }
    return undefined;
  }
}
