import { CANDIDATE_FIELDS, type CandidateField } from '#contract/ownership.ts';
import { resolve, type ContractOperation } from '#mock/contract/load-contract.ts';
import type { JourneyContext } from '../runner/journey-context.ts';
import { describeOwnership, ownershipFailure, ownershipVerdict, type OwnershipRow } from '../runner/ownership.ts';
import type { Journey } from '../runner/run.ts';
import type { CallInput, CallResult, FilePart } from '../runner/types.ts';
import { at, pdfFile, signInCandidate } from './support.ts';

// The authorization journey (OWASP API1/API2): every call whose `x-candidate` fields name a candidate is sent
// for another candidate (the victim) without a token, with the anonymous service token and with the signed-in
// candidate's own token. The values come from the contract's examples; money calls ask for more than any
// balance, so even an upstream that lets them through moves nothing.

/** On the mock, a fresh number signs in as the victim: what the journey writes touches no other journey's data. */
const MOCK_VICTIM = '9555500001';
const MORE_THAN_ANY_BALANCE = 999_999_999;
const MONEY: Record<string, (input: CallInput) => void> = {
  transferToUpi: (input) => void (input.query = { ...input.query, transferAmount: String(MORE_THAN_ANY_BALANCE) }),
  paymentRequest: (input) => void (input.json = { ...(input.json as object), amount: MORE_THAN_ANY_BALANCE }),
};

interface Victim {
  mobile: string;
  candidateId?: number;
}

type Example = {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  encoding?: Record<string, unknown>;
};

function exampleOf(media: Example | undefined): unknown {
  if (!media) return undefined;
  return media.example ?? Object.values(media.examples ?? {})[0]?.value;
}

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

function fileFor(name: string): FilePart {
  return /\.jpe?g$/i.test(name)
    ? { filename: name, contentType: 'image/jpeg', data: new Uint8Array(JPEG) }
    : pdfFile(name);
}

function victimValue(field: CandidateField, victim: Victim): string | number | undefined {
  return field.by === 'mobile' ? victim.mobile : victim.candidateId;
}

/** A request built from the contract's examples, naming the victim in every `x-candidate` field. */
export function probeInput(operation: ContractOperation, fields: readonly CandidateField[], victim: Victim): CallInput {
  const named = (place: CandidateField['in'], name: string) => fields.find((f) => f.in === place && f.name === name);
  const input: CallInput = {};
  for (const parameter of operation.parameters) {
    const field = named(parameter.in as CandidateField['in'], parameter.name);
    if (!parameter.required && !field) continue;
    const example = (parameter as { example?: unknown }).example ?? (parameter.schema as { example?: unknown }).example;
    const value = field ? victimValue(field, victim) : example;
    if (value === undefined) continue;
    if (parameter.in === 'path') input.path = { ...input.path, [parameter.name]: value as string | number };
    if (parameter.in === 'query')
      input.query = { ...input.query, [parameter.name]: value as string | number | boolean };
  }
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'] as Example | undefined;
  const multipart = content['multipart/form-data'] as (Example & { schema?: unknown }) | undefined;
  if (json) {
    const example = structuredClone(exampleOf(json) ?? {});
    input.json = example;
    if (example && typeof example === 'object' && !Array.isArray(example)) {
      for (const field of fields.filter((f) => f.in === 'body'))
        (example as Record<string, unknown>)[field.name] = victimValue(field, victim);
    }
  } else if (multipart) {
    const example = (exampleOf(multipart) ?? {}) as Record<string, unknown>;
    const properties =
      resolve<{ properties?: Record<string, { format?: string; contentMediaType?: string }> }>(multipart.schema)
        .properties ?? {};
    const form: Record<string, string | FilePart> = {};
    for (const [name, value] of Object.entries(example)) {
      const schema = resolve<{ format?: string; contentMediaType?: string }>(properties[name] ?? {});
      const isFile =
        Boolean(multipart.encoding?.[name]) || schema.format === 'binary' || schema.contentMediaType !== undefined;
      form[name] = isFile ? fileFor(String(value)) : String(value);
    }
    for (const field of fields.filter((f) => f.in === 'body')) form[field.name] = String(victimValue(field, victim));
    input.form = form;
  }
  MONEY[operation.operationId]?.(input);
  return input;
}

async function victimOf(c: JourneyContext): Promise<Victim> {
  if (c.settings.isMock) {
    const signedIn = await signInCandidate(c, MOCK_VICTIM);
    return { mobile: signedIn.mobile, candidateId: signedIn.candidateId };
  }
  const mobile = c.settings.kycCompleteMobile;
  if (!mobile) c.skip('needs a second candidate whose data the signed-in one must not reach (--kyc-mobile)');
  const profile = await c.call('getDetailsWithMob', { path: { mobile } });
  const id =
    at<number>(profile.body, 'id') ??
    at<number>(profile.body, 'candidateId') ??
    at<number>(profile.body, 'data.id') ??
    at<number>(profile.body, 'data.candidateId');
  return { mobile, candidateId: typeof id === 'number' ? id : undefined };
}

const notProbed = (operationId: string, strict: boolean, note: string): OwnershipRow => ({
  operationId,
  verdict: 'not probed',
  strict,
  note,
});

async function probe(
  c: JourneyContext,
  operationId: string,
  victim: Victim,
  attackerToken: string,
  strict: boolean,
): Promise<OwnershipRow> {
  const operation = c.operation(operationId);
  const fields = CANDIDATE_FIELDS[operationId as keyof typeof CANDIDATE_FIELDS];
  if (operation.method !== 'get' && !c.settings.isMock && !c.settings.allowWrites)
    return notProbed(operationId, strict, 'changes data: pass --allow-writes');
  if (fields.some((f) => f.by === 'candidateId') && victim.candidateId === undefined)
    return notProbed(operationId, strict, "the other candidate's id is not known");
  const input = probeInput(operation, fields, victim);
  const calls: CallResult[] = [
    await c.call(operationId, { ...input, auth: 'none', userToken: 'none' }),
    await c.call(operationId, { ...input, auth: 'auto', userToken: 'none' }),
    await c.call(operationId, { ...input, auth: attackerToken, userToken: attackerToken }),
  ];
  const unsent = calls.find((call) => call.notSent);
  if (unsent) return notProbed(operationId, strict, `not sent: ${unsent.notSent}`);
  const [none, service, other] = calls.map((call) => call.status) as [number, number, number];
  const statuses = { none, service, other };
  return { operationId, verdict: ownershipVerdict(statuses), statuses, strict };
}

export const authorizationJourneys: Journey[] = [
  {
    name: 'authorization: a candidate’s data and money, asked for by someone else',
    async run(c: JourneyContext) {
      const attacker = await signInCandidate(c);
      const victim = await victimOf(c);
      const rows: OwnershipRow[] = [];
      for (const operationId of Object.keys(CANDIDATE_FIELDS)) {
        const row = await probe(c, operationId, victim, attacker.token, attacker.userBound);
        c.recordOwnership(row);
        rows.push(row);
      }
      const failures = rows.filter(ownershipFailure);
      c.expect(
        failures.length === 0,
        `strict ownership mode, yet not enforced: ${failures.map((r) => `${r.operationId} (${describeOwnership(r)})`).join('; ')}`,
      );
    },
  },
];
