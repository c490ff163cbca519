/** How one call that names a candidate was answered, by who asked. */
export interface OwnershipStatuses {
  /** No token at all. */
  none: number;
  /** The anonymous service token only. */
  service: number;
  /** Another candidate's token (as the bearer and in X-User-Token); on a client's call, another client's. */
  other: number;
  /** On a client's call only: a candidate's token. */
  candidate?: number;
  /**
   * On a call whose number is read as a visitor's for anyone else (`notOwner: visitor`): whether each answer was the
   * visitor's answer (the same call with '0'), which counts as refused.
   */
  asVisitor?: { none: boolean; service: boolean; other: boolean; candidate?: boolean };
}

/**
 * - enforced: all three were refused (401 or 403);
 * - not enforced: at least one was answered 2xx (someone who is not the candidate got in);
 * - unclear: none got a 2xx but not all were refused (for example a 400 or 404 for the values sent);
 * - not probed: the call was not sent (see the note).
 */
export type OwnershipVerdict = 'enforced' | 'not enforced' | 'unclear' | 'not probed';

export interface OwnershipRow {
  operationId: string;
  verdict: OwnershipVerdict;
  statuses?: OwnershipStatuses;
  /** The upstream said it binds sign-in tokens to candidates (strict ownership mode): anything but enforced fails. */
  strict: boolean;
  note?: string;
}

const refused = (status: number) => status === 401 || status === 403;
const success = (status: number) => status >= 200 && status < 300;

const WHO = ['none', 'service', 'other', 'candidate'] as const;

export function ownershipVerdict(statuses: OwnershipStatuses): OwnershipVerdict {
  const asked = WHO.filter((who) => statuses[who] !== undefined);
  // A visitor's answer to someone else's number shows nothing of that candidate: as good as a refusal.
  const kept = (who: (typeof WHO)[number]) => refused(statuses[who]!) || statuses.asVisitor?.[who] === true;
  if (asked.every(kept)) return 'enforced';
  return asked.some((who) => !kept(who) && success(statuses[who]!)) ? 'not enforced' : 'unclear';
}

/** A row that fails the run: in strict mode every operation that names a candidate must be enforced. */
export const ownershipFailure = (row: OwnershipRow) => row.strict && row.verdict !== 'enforced';

/** A row reported as a finding: in the default mode the upstream is not claimed to check ownership. */
export const ownershipFinding = (row: OwnershipRow) =>
  !row.strict && (row.verdict === 'not enforced' || row.verdict === 'unclear');

export function describeOwnership(row: OwnershipRow): string {
  const s = row.statuses;
  const visitor = (who: (typeof WHO)[number]) => (s?.asVisitor?.[who] ? ' as a visitor' : '');
  const statuses = s
    ? [
        `no token ${s.none}${visitor('none')}`,
        `service token ${s.service}${visitor('service')}`,
        `another ${s.candidate === undefined ? 'candidate' : 'client'}'s token ${s.other}${visitor('other')}`,
        ...(s.candidate === undefined ? [] : [`a candidate's token ${s.candidate}`]),
      ].join(', ')
    : '';
  return [statuses, row.note].filter(Boolean).join('; ');
}
