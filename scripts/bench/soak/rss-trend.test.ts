import { describe, expect, it } from 'vitest';
import { RSS_CLIMB_TOLERANCE, rssVerdict } from './rss-trend.ts';

const MB = 1024 * 1024;
const series = (...mb: number[]) => mb.map((m) => m * MB);

describe('the soak’s memory rule', () => {
  it('takes a warm-up climb followed by a level as flat', () => {
    const verdict = rssVerdict(series(140, 250, 262, 250, 256, 256, 257, 246, 257, 257, 274, 264, 268));
    expect(verdict.climbing).toBe(false);
    expect(verdict.peak).toBe(274 * MB);
  });

  it('calls a steady climb through the last third climbing', () => {
    expect(rssVerdict(series(140, 250, 265, 279, 290, 292, 303, 344, 348, 349, 374, 393, 399)).climbing).toBe(true);
  });

  it('is not moved by one high sample in the last third (medians)', () => {
    expect(rssVerdict(series(140, 250, 250, 250, 250, 250, 250, 250, 250, 250, 400, 250, 250)).climbing).toBe(false);
  });

  it('allows the tolerance and no more', () => {
    const at = (rise: number) => rssVerdict([100, 200, 200, 200, 200 + rise, 200 + rise].map((m) => m * MB)).climbing;
    expect(at(RSS_CLIMB_TOLERANCE / MB)).toBe(false);
    expect(at(RSS_CLIMB_TOLERANCE / MB + 1)).toBe(true);
  });

  it('needs three samples', () => {
    expect(() => rssVerdict(series(100, 200))).toThrow('at least three RSS samples are needed (got 2)');
  });
});
