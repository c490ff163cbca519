import { clearPartials } from './usage-file.ts';

/** Vitest's global setup: the recordings of an earlier Vitest run do not leak into this one's (the e2e runs' stay). */
export default function clearVitestRecordings(): void {
  clearPartials(['vitest-']);
}
