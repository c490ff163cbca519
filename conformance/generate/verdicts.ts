import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { documentedMessages, ruleOfMessage } from './documented-messages.ts';
import { messageOf, type Answer, type Failure } from './send.ts';

const clip = (text: string | undefined) => (text ?? '').slice(0, 160);

/**
 * positive_data_acceptance: a schema-valid request may be refused (4xx) only for a rule the contract states — a
 * message its examples document for that status (a job not found, KYC not complete, already applied…). A refusal
 * with one of the contract's named rules' messages (x-messages: PanNumber, EmailAddress…) is a finding: the request
 * passed the operation's schema, so the operation does not state that rule where the upstream applies it.
 */
export function acceptanceFailure(op: ContractOperation, answer: Answer): Failure | undefined {
  const { status } = answer;
  if (status < 400 || status >= 500) return undefined;
  const message = messageOf(answer.observed?.body);
  const rule = message === undefined ? undefined : ruleOfMessage(message);
  if (rule)
    return {
      check: 'positive_data_acceptance',
      message: `a schema-valid request was refused: HTTP ${status} '${clip(message)}', the ${rule} rule, which this operation's schema does not state`,
    };
  if (message !== undefined && documentedMessages(op, status).has(message)) return undefined;
  return {
    check: 'positive_data_acceptance',
    message: `a schema-valid request was refused: HTTP ${status} '${clip(message)}', a rule the contract does not state`,
  };
}

/** negative_data_rejection: a request that breaks a stated rule is refused with a documented 4xx. */
export function rejectionFailure(op: ContractOperation, answer: Answer, rule: string): Failure | undefined {
  const { status } = answer;
  if (status >= 400 && status < 500 && op.responses[String(status)]) return undefined;
  if (status === 0) return undefined;
  return {
    check: 'negative_data_rejection',
    message: `a request that breaks ${rule} was answered HTTP ${status}${status < 400 ? ` '${clip(messageOf(answer.observed?.body))}'` : ''}, not a documented 4xx`,
  };
}
