import type { components } from '#contract/schema.d.ts';

/** The four stat tiles: Total Referrals, Applications Submitted, Candidates Joined, Completed One Month. */
export type ReferralStats = components['schemas']['ReferralStats'];

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * The server's counts, unless it says 0 referrals while entries exist: then referrals is the entry count,
 * applies the sum of application counts, hires the count of HIRED entries and completions 0.
 */
export function referralStats(
  overall: Partial<Record<keyof ReferralStats, unknown>> | undefined,
  entries: readonly { status: string; applicationCount: number }[],
): ReferralStats {
  const server: ReferralStats = {
    referrals: count(overall?.referrals),
    applies: count(overall?.applies),
    hires: count(overall?.hires),
    completions: count(overall?.completions),
  };
  if (server.referrals > 0 || entries.length === 0) return server;
  return {
    referrals: entries.length,
    applies: entries.reduce((sum, entry) => sum + entry.applicationCount, 0),
    hires: entries.filter((entry) => entry.status.trim().toUpperCase() === 'HIRED').length,
    completions: 0,
  };
}
