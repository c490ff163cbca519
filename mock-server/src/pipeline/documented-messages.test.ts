import { describe, expect, it } from 'vitest';
import { loadOperations } from '../contract/load-contract.ts';
import { DOCUMENTED_MESSAGES, overrideMessages } from './documented-messages.ts';

/** Every message the contract documents for a 400 of an operation (named examples and single example). */
function documented400Messages(operationId: string): string[] {
  const operation = loadOperations().find((o) => o.operationId === operationId);
  const media = Object.values(operation?.responses['400']?.content ?? {}) as Array<{
    example?: { message?: string };
    examples?: Record<string, { value?: { message?: string } }>;
  }>;
  return media
    .flatMap((m) => [m.example?.message, ...Object.values(m.examples ?? {}).map((e) => e.value?.message)])
    .filter((message): message is string => typeof message === 'string');
}

/** A message with '{value}' or a '{{name}}' matches a documented one with any value in its place. */
const matches = (template: string) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\\{value\\}', '.+')
      .replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`,
  );

describe('the documented messages the mock answers with', () => {
  const cases = Object.entries(DOCUMENTED_MESSAGES).flatMap(([operationId, fields]) =>
    Object.entries(fields).flatMap(([field, override]) =>
      overrideMessages(override).map((message) => [operationId, field, message] as const),
    ),
  );

  it.each(cases)('%s / %s: "%s" is documented as a 400 of that operation', (operationId, _field, message) => {
    expect(documented400Messages(operationId)).toContainEqual(expect.stringMatching(matches(message)));
  });

  const rules = loadOperations().flatMap((operation) =>
    operation.rules.map((rule) => [operation.operationId, rule.message] as const),
  );

  it.each(rules)(
    '%s: the cross-field rule\'s message "%s" is documented as a 400 of that operation',
    (operationId, message) => {
      expect(documented400Messages(operationId)).toContain(message);
    },
  );
});
