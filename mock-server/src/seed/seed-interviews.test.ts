import { describe, expect, it } from 'vitest';
import { INDIAN_MOBILE } from '#contract/rules.ts';
import { DEMO_IDENTITIES } from '../core/identities.ts';
import { createEmptyWorld } from '../core/world.ts';
import { isDecided } from '../domain/interviews.ts';
import { parseUpstreamDate, DAY_MS } from '../domain/dates.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { ACTIVE_SKILLS } from '../generator/index.ts';
import { seedWorld } from './index.ts';

const world = createEmptyWorld({ clockStart: TEST_CLOCK_START, frozenClock: true, jobCount: 1000 });
seedWorld(world);
const anita = world.db.interview.findMany({ where: { clientEmail: { equals: DEMO_IDENTITIES.clientEmail } } });
const pending = anita.filter((i) => !isDecided(i));
const completed = anita.filter(isDecided);
const activeIds = new Set(ACTIVE_SKILLS.map((s) => s.id));

describe('seedInterviews', () => {
  it('gives the demo client pending interviews in each waiting state, one not scheduled', () => {
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(pending.map((i) => i.status)).toEqual(
      expect.arrayContaining(['Scheduled', 'Confirmed', 'Pending Confirmation']),
    );
    expect(pending.some((i) => i.interviewDateTime === '' || i.interviewDateTime.startsWith('0000-00-00'))).toBe(true);
  });

  it('gives the demo client completed interviews: Selected with feedback and ratings, Rejected and NoShow', () => {
    expect(completed.length).toBeGreaterThanOrEqual(3);
    const selected = completed.find((i) => i.status === 'Selected');
    expect(selected?.feedback).not.toBe('');
    expect(selected?.ratings.length).toBe(selected?.skillIds.length);
    expect(selected?.ratings.every((r) => r >= 1 && r <= 5)).toBe(true);
    expect(completed.map((i) => i.status)).toEqual(expect.arrayContaining(['Rejected', 'NoShow']));
  });

  it('gives each 2 to 5 catalogue skills, a named candidate with a mobile, a designation and a city', () => {
    for (const i of anita) {
      expect(i.skillIds.length).toBeGreaterThanOrEqual(2);
      expect(i.skillIds.length).toBeLessThanOrEqual(5);
      expect(i.skillIds.every((id) => activeIds.has(id))).toBe(true);
      expect(i.candidateName).toMatch(/^\S+( \S+)+$/);
      expect(i.candidateMobile).toMatch(INDIAN_MOBILE.pattern);
      expect(i.designation).not.toBe('');
      expect(i.city).not.toBe('');
    }
  });

  it('dates them around the mock clock: pending ahead, completed behind', () => {
    const now = world.clock.now();
    for (const i of pending) {
      const at = parseUpstreamDate(i.interviewDateTime);
      if (at !== null) expect(at).toBeGreaterThan(now);
    }
    for (const i of completed) {
      const at = parseUpstreamDate(i.interviewDateTime) ?? 0;
      expect(at).toBeLessThan(now);
      expect(at).toBeGreaterThan(now - 30 * DAY_MS);
    }
  });
});
