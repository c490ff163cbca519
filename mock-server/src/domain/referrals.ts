import type { MockWorld } from '../core/world.ts';

/** Referral reward in rupees: what a referrer earns for a referred person (paid once they complete a month). */
export const REFERRAL_REWARD = 500;
/** The job title of a referral that names no job. */
export const DIRECT_REFERRAL = 'Direct Referral';

const norm = (status: string | null | undefined): string => (status ?? 'Pending').trim().toUpperCase();

const NOT_YET_APPLIED = new Set(['PENDING', 'SIGN IN PENDING']);
const HIRED = new Set(['HIRED', 'JOINED', 'COMPLETED ONE MONTH', 'COMPLETED 1 MONTH', 'EXITED', 'INTERNAL TRANSFER']);
const COMPLETED = new Set(['COMPLETED ONE MONTH', 'COMPLETED 1 MONTH']);

export const hasApplied = (status: string | null | undefined, appliedCount: number): boolean =>
  appliedCount > 0 || !NOT_YET_APPLIED.has(norm(status));
export const isHired = (status: string | null | undefined): boolean => HIRED.has(norm(status));
export const isCompleted = (status: string | null | undefined): boolean => COMPLETED.has(norm(status));

/** A referred person applied for a job: their referral rows count it and leave the pending state. */
export function recordReferredApply(world: MockWorld, national: string): void {
  for (const row of world.db.referral.findMany({ where: { mobile: { equals: national } } })) {
    world.db.referral.update({
      where: { id: { equals: row.id } },
      data: {
        appliedCount: row.appliedCount + 1,
        status: NOT_YET_APPLIED.has(norm(row.status)) ? 'APPLIED' : row.status,
      },
    });
  }
}
