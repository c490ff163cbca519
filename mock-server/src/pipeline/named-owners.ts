import { CANDIDATE_FIELDS, type CandidateField } from '#contract/ownership.ts';
import { clientKey } from '../core/tokens.ts';
import type { MockWorld } from '../core/world.ts';

/** Whose data a request reaches: a candidate (by national mobile), a client (by e-mail key), or no one known. */
export type Owner =
  { kind: 'candidate'; mobile: string } | { kind: 'client'; key: string } | { kind: 'unknown'; named: string };

/** The values a validated request carries, where `x-candidate` fields are looked up. */
export interface RequestValues {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** The folder a stored document's path names (`candidates/documents/{candidateId}/…`): every file the mock keeps is there. */
const DOCUMENT_FOLDER = /^candidates\/documents\/([0-9]{1,12})\//;

export function candidateFieldsOf(operationId: string): readonly CandidateField[] {
  return Object.hasOwn(CANDIDATE_FIELDS, operationId)
    ? CANDIDATE_FIELDS[operationId as keyof typeof CANDIDATE_FIELDS]
    : [];
}

/** Digits of a mobile number as sent, without a 12-digit number's country code (91, 971); null when it names nobody ('0', blank). */
function namedMobile(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/\D/g, '');
  if (/^0*$/.test(digits)) return null;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits.length === 12 && digits.startsWith('971') ? digits.slice(3) : digits;
}

/** A positive whole number sent as a number or as digits; 0 when the value names nothing. */
function idOf(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : 0;
  const text = typeof value === 'string' ? value.trim() : '';
  return /^[0-9]{1,15}$/.test(text) ? Number(text) : 0;
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function valueOf(values: RequestValues, place: CandidateField['in'], name: string): unknown {
  const source = place === 'query' ? values.query : place === 'path' ? values.params : values.body;
  if (source === null || typeof source !== 'object' || !Object.hasOwn(source, name)) return undefined;
  return (source as Record<string, unknown>)[name];
}

function candidateOwner(world: MockWorld, id: number, named: string): Owner {
  const candidate = world.db.candidate.findFirst({ where: { id: { equals: id } } });
  return candidate ? { kind: 'candidate', mobile: candidate.mobile } : { kind: 'unknown', named };
}

/** The owner one field's value names; null when it names no one ('0', blank, a path outside the document folders). */
function ownerOf(world: MockWorld, field: CandidateField, value: unknown): Owner | null {
  switch (field.by) {
    case 'mobile': {
      const mobile = namedMobile(value);
      return mobile ? { kind: 'candidate', mobile } : null;
    }
    case 'candidateId': {
      const id = idOf(value);
      return id > 0 ? candidateOwner(world, id, `candidate ${id}`) : null;
    }
    case 'applicationId': {
      if (isBlank(value)) return null;
      const id = idOf(value);
      const application = id > 0 ? world.db.application.findFirst({ where: { id: { equals: id } } }) : null;
      return application
        ? candidateOwner(world, application.candidateId, `application ${String(value)}`)
        : { kind: 'unknown', named: `application ${String(value)}` };
    }
    case 'filePath': {
      const folder = typeof value === 'string' ? DOCUMENT_FOLDER.exec(value.trim()) : null;
      return folder ? candidateOwner(world, Number(folder[1]), `folder ${folder[1]}`) : null;
    }
    case 'clientEmail':
      return isBlank(value) ? null : { kind: 'client', key: clientKey(String(value)) };
    case 'interviewId': {
      const id = idOf(value);
      if (id === 0) return null;
      const interview = world.db.interview.findFirst({ where: { id: { equals: id } } });
      const email = interview?.clientEmail.trim() ?? '';
      return email === '' ? { kind: 'unknown', named: `interview ${id}` } : { kind: 'client', key: clientKey(email) };
    }
  }
}

/** One field that names an owner, with that owner. */
export interface NamedOwner {
  field: CandidateField;
  owner: Owner;
}

/**
 * The owners a request names, field by field (`x-candidate`): a field whose `unlessGiven` field (in the same place)
 * is not blank names no one; an unknown id names an owner no one is.
 */
export function namedOwners(world: MockWorld, operationId: string, values: RequestValues): NamedOwner[] {
  const named: NamedOwner[] = [];
  for (const field of candidateFieldsOf(operationId)) {
    if (field.unlessGiven !== undefined && !isBlank(valueOf(values, field.in, field.unlessGiven))) continue;
    const owner = ownerOf(world, field, valueOf(values, field.in, field.name));
    if (owner) named.push({ field, owner });
  }
  return named;
}
