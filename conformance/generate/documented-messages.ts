import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { messageOf } from './send.ts';

const cache = new WeakMap<ContractOperation, Map<string, Set<string>>>();

/** The messages the contract's examples give for each status of an operation: the refusals it states. */
export function documentedMessages(op: ContractOperation, status: number): ReadonlySet<string> {
  let byStatus = cache.get(op);
  if (!byStatus) {
    byStatus = new Map();
    for (const [code, response] of Object.entries(op.responses)) {
      const messages = new Set<string>();
      for (const media of Object.values(response.content ?? {})) {
        const holder = media as { example?: unknown; examples?: Record<string, { value?: unknown }> };
        const values = [holder.example, ...Object.values(holder.examples ?? {}).map((e) => e.value)];
        for (const value of values) {
          const message = messageOf(value);
          if (message) messages.add(message);
        }
      }
      byStatus.set(code, messages);
    }
    cache.set(op, byStatus);
  }
  return byStatus.get(String(status)) ?? new Set();
}

type Schemas = Record<string, { 'x-messages'?: Record<string, string> }>;
const ruleMessages = new WeakMap<object, ReadonlyMap<string, string>>();

/** The messages of a contract's named rules (components' x-messages), each with its rule's name. */
function ruleMessagesOf(document: Record<string, unknown>): ReadonlyMap<string, string> {
  let found = ruleMessages.get(document);
  if (!found) {
    const schemas = ((document.components as { schemas?: Schemas } | undefined)?.schemas ?? {}) as Schemas;
    found = new Map(
      Object.entries(schemas).flatMap(([name, schema]) =>
        Object.values(schema['x-messages'] ?? {}).map((message): [string, string] => [message, name]),
      ),
    );
    ruleMessages.set(document, found);
  }
  return found;
}

/** The rule (a components schema of the operation's contract) whose message this is, if it is one. */
export const ruleOfMessage = (op: ContractOperation, message: string): string | undefined =>
  ruleMessagesOf(op.document).get(message);
