const MB = 1024 * 1024;

/** The mock's resident memory must stay at or below this through the soak. */
export const RSS_LIMIT = 512 * MB;
/** How much the last third's median may sit above the middle third's before the memory counts as still climbing. */
export const RSS_CLIMB_TOLERANCE = 32 * MB;

export interface RssVerdict {
  peak: number;
  middleMedian: number;
  lastMedian: number;
  /** The median of the last third of the samples exceeds the median of the middle third by more than the tolerance. */
  climbing: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Reads RSS samples taken at equal intervals through a soak. The first third is the warm-up (the soak's own bounded
 * data is being stored); after it the memory must level off: the median of the last third of the samples may exceed
 * the median of the middle third by at most RSS_CLIMB_TOLERANCE. Medians, so that one sample taken while several
 * 5 MB uploads were in flight decides nothing. Needs at least three samples.
 */
export function rssVerdict(samples: number[]): RssVerdict {
  if (samples.length < 3) throw new Error(`at least three RSS samples are needed (got ${samples.length})`);
  const third = Math.floor(samples.length / 3);
  const last = samples.slice(samples.length - third);
  const middle = samples.slice(samples.length - 2 * third, samples.length - third);
  const middleMedian = median(middle);
  const lastMedian = median(last);
  return {
    peak: Math.max(...samples),
    middleMedian,
    lastMedian,
    climbing: lastMedian - middleMedian > RSS_CLIMB_TOLERANCE,
  };
}
