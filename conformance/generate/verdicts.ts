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
  const rule = message === undefined ? undefined : ruleOfMessage(op, message);
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

/** The statuses an operation documents for a request that breaks its schema: 400 or 422 where it documents one. */
function refusalStatuses(op: ContractOperation): string[] {
  return ['400', '422'].filter((status) => op.responses[status]);
}

/**
 * negative_data_rejection: a request that breaks a stated rule is refused with a documented 4xx — and, where the
 * operation documents a bad-request status (400, 422), with that one: another documented 4xx (a 404 for an id that is
 * not even of the right type) means the value was looked up without being checked.
 */
export function rejectionFailure(op: ContractOperation, answer: Answer, rule: string): Failure | undefined {
  const { status } = answer;
  if (status === 0) return undefined;
  const badRequest = refusalStatuses(op);
  const documented = status >= 400 && status < 500 && op.responses[String(status)] !== undefined;
  if (documented && (badRequest.length === 0 || badRequest.includes(String(status)))) return undefined;
  const expected = badRequest.length > 0 ? badRequest.join(' or ') : 'a documented 4xx';
  const said = messageOf(answer.observed?.body);
  return {
    check: 'negative_data_rejection',
    message: `a request that breaks ${rule} was answered HTTP ${status}${said === undefined ? '' : ` '${clip(said)}'`}, not ${expected}${documented ? ': the value was not checked against its rule' : ''}`,
  };
}
