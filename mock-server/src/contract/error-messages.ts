import type { ErrorObject } from 'ajv';

function fieldOf(error: ErrorObject, prefix: string): string {
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return [prefix, ...error.instancePath.split('/').filter(Boolean), missing].filter(Boolean).join('.');
  }
  return [prefix, ...error.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.') || prefix || 'body';
}

/** One readable sentence naming the field, e.g. 'latitude must be number' or 'budgetId is required'. */
export function describeError(error: ErrorObject, prefix = ''): { field: string; message: string } {
  const field = fieldOf(error, prefix);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field, message: `${field} is required` };
    case 'type':
      return { field, message: `${field} must be ${String(params.type)}` };
    case 'enum':
      return { field, message: `${field} must be one of ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { field, message: `${field} must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
    case 'format':
      return { field, message: `${field} has an invalid format` };
    default:
      return { field, message: `${field} ${error.message ?? 'is invalid'}` };
  }
}
