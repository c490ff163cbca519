import { CANDIDATE_FIELDS, type CandidateField } from '#contract/ownership.ts';
import type { CallInput } from './types.ts';

/** The kinds of owner a field names by a value the runner cannot map (an application, an interview): the last signed in. */
const LAST_OF_KIND: Partial<Record<CandidateField['by'], 'candidate' | 'client'>> = {
  applicationId: 'candidate',
  interviewId: 'client',
};
const DOCUMENT_FOLDER = /^candidates\/documents\/([0-9]{1,12})\//;

/**
 * The user tokens of the candidates (and clients) signed in during a run, kept only when the sign-in answer asked for
 * them (`userTokenHeader`, the strict ownership mode): a call that names one of them carries its token in
 * X-User-Token, as the client does. Against an upstream in the default mode nothing is kept and nothing is sent.
 */
export class CandidateTokens {
  private readonly byCandidate = new Map<string, string>();
  private readonly last: { candidate?: string; client?: string } = {};
  /** Whether a candidate has signed in during the run, and whether a sign-in answer bound its token (strict mode). */
  private seen: { signedIn: boolean; strict: boolean } = { signedIn: false, strict: false };

  /** Undefined until a candidate has signed in; then whether the upstream is in strict ownership mode. */
  get strict(): boolean | undefined {
    return this.seen.signedIn ? this.seen.strict : undefined;
  }

  signedIn(userBound: boolean): void {
    this.seen = { signedIn: true, strict: this.seen.strict || userBound };
  }

  note(mobile: string, candidateId: number | undefined, token: string): void {
    this.byCandidate.set(`mobile:${lastTen(mobile)}`, token);
    if (candidateId !== undefined) this.byCandidate.set(`id:${candidateId}`, token);
    this.last.candidate = token;
  }

  /** A client's e-mail session, kept when its sign-in answer asked for the header. */
  noteClient(email: string, token: string): void {
    this.byCandidate.set(`email:${email.trim().toLowerCase()}`, token);
    this.last.client = token;
  }

  private tokenFor(field: CandidateField, value: string | number): string | undefined {
    const kind = LAST_OF_KIND[field.by];
    if (kind) return this.last[kind];
    if (field.by === 'mobile') return this.byCandidate.get(`mobile:${lastTen(String(value))}`);
    if (field.by === 'clientEmail') return this.byCandidate.get(`email:${String(value).trim().toLowerCase()}`);
    if (field.by === 'filePath') {
      const folder = DOCUMENT_FOLDER.exec(String(value));
      return folder ? this.byCandidate.get(`id:${Number(folder[1])}`) : undefined;
    }
    return this.byCandidate.get(`id:${String(value)}`);
  }

  /** The user token of the candidate (or client) the call names, when one was kept. */
  forCall(operationId: string, input: CallInput): string | undefined {
    const fields: readonly CandidateField[] = Object.hasOwn(CANDIDATE_FIELDS, operationId)
      ? CANDIDATE_FIELDS[operationId as keyof typeof CANDIDATE_FIELDS]
      : [];
    for (const field of fields) {
      const value = valueOf(input, field);
      if (value === undefined || value === '') continue;
      const token = this.tokenFor(field, value);
      if (token) return token;
    }
    return undefined;
  }
}

const lastTen = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

function valueOf(input: CallInput, field: CandidateField): string | number | undefined {
  const source: Record<string, unknown> | undefined =
    field.in === 'query'
      ? input.query
      : field.in === 'path'
        ? input.path
        : ((input.form ?? input.json) as Record<string, unknown> | undefined);
  if (!source || typeof source !== 'object' || !Object.hasOwn(source, field.name)) return undefined;
  const value = source[field.name];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}
