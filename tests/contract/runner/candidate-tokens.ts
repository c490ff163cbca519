import { CANDIDATE_FIELDS, type CandidateField } from '#contract/ownership.ts';
import type { CallInput } from './types.ts';

/**
 * The user tokens of the candidates signed in during a run, kept only when the sign-in answer asked for them
 * (`userTokenHeader`, the strict ownership mode): a call that names one of those candidates carries its token in
 * X-User-Token, as the client does. Against an upstream in the default mode nothing is kept and nothing is sent.
 */
export class CandidateTokens {
  private readonly byCandidate = new Map<string, string>();
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
  }

  /** The user token of the candidate the call names, when one was kept. */
  forCall(operationId: string, input: CallInput): string | undefined {
    const fields: readonly CandidateField[] = Object.hasOwn(CANDIDATE_FIELDS, operationId)
      ? CANDIDATE_FIELDS[operationId as keyof typeof CANDIDATE_FIELDS]
      : [];
    for (const field of fields) {
      const value = valueOf(input, field);
      if (value === undefined || value === '') continue;
      const key = field.by === 'mobile' ? `mobile:${lastTen(String(value))}` : `id:${String(value)}`;
      const token = this.byCandidate.get(key);
      if (token) return token;
    }
    return undefined;
  }
}

const lastTen = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

function valueOf(input: CallInput, field: CandidateField): unknown {
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
