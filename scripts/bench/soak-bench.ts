import { readFileSync } from 'node:fs';
import { onLoadCore, onServerCore } from './cores.ts';
import type { Row } from './mock-bench.ts';
import { startProcess } from './processes.ts';
import { runSoak } from './soak/run-soak.ts';
import { RSS_CLIMB_TOLERANCE, RSS_LIMIT } from './soak/rss-trend.ts';
import { serverErrors } from './soak/soak-client.ts';
import { WORKERS } from './soak/soak-mix.ts';

const MOCK_PORT = 8396;
const MB = 1024 * 1024;
/** The soak's length by default: ten minutes (SOAK_S=60 for a shorter one). */
const DEFAULT_SOAK_S = 600;
const SAMPLE_EVERY_S = 30;

/** A process's resident memory from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}

const mb = (bytes: number) => String(Math.round(bytes / MB));
const met = (ok: boolean) => (ok ? 'met' : 'missed');

/**
 * The product's mix of journeys (scripts/bench/soak/) against `npm run mock` on loopback for SOAK_S seconds, each
 * worker in a session of its own: requests, 5xx, the mock's RSS every 30 s (a tenth of the run when shorter than five
 * minutes), each session's seeded candidates' data compared with a snapshot taken before, the sessions checked for one
 * another's writes and the default world for any change.
 */
export async function benchSoak(): Promise<Row[]> {
  const seconds = Number(process.env.SOAK_S ?? DEFAULT_SOAK_S);
  if (!Number.isFinite(seconds) || seconds < 3)
    throw new Error(`SOAK_S must be a number of seconds, 3 or more (got '${process.env.SOAK_S}')`);
  const sampleEveryS = Math.min(SAMPLE_EVERY_S, Math.max(1, Math.round(seconds / 10)));
  const mock = await startProcess(
    ...onServerCore(process.execPath, ['--import', 'tsx', 'scripts/mock.ts']),
    { PORT: String(MOCK_PORT) },
    `http://127.0.0.1:${MOCK_PORT}`,
    '/__mock/health',
  );
  try {
    const pid = mock.child.pid!;
    const result = await onLoadCore(() =>
      runSoak({ origin: mock.url, seconds, sampleEveryS, rss: () => Promise.resolve(rssOf(pid)) }),
    );
    const { tally, seeded } = result;
    const verdict = result.verdict!;
    const journeys = Object.entries(result.journeys)
      .map(([name, { done, failed }]) => `${name} ${done}${failed ? ` (${failed} failed)` : ''}`)
      .join(', ');
    if (tally.examples.length > 0) console.log(`  unexpected answers: ${tally.examples.join('; ')}`);
    if (seeded.differences.length > 0) console.log(`  seeded data changed: ${seeded.differences.join('; ')}`);
    const title = `soak, ${seconds} s of mixed journeys on ${WORKERS} workers`;
    return [
      {
        measure: `${title}: requests (journeys: ${journeys})`,
        ours: tally.requests.toLocaleString('en-IN'),
        baseline: '',
        ratio: '',
      },
      {
        measure: `${title}: 5xx answers · unexpected answers · no answer`,
        ours: `${serverErrors(tally)} · ${tally.unexpected} · ${tally.networkErrors}`,
        baseline: '0 · 0 · 0',
        ratio: met(serverErrors(tally) + tally.unexpected + tally.networkErrors === 0),
      },
      {
        measure: `${title}: the mock's RSS every ${sampleEveryS} s (MB; last third's median within ${mb(RSS_CLIMB_TOLERANCE)} MB of the middle third's)`,
        ours: result.rss.map(mb).join(' · '),
        baseline: `≤ ${mb(RSS_LIMIT)}, flat`,
        ratio: met(verdict.peak <= RSS_LIMIT && !verdict.climbing),
      },
      {
        measure: `${title}: seeded data against the start (candidates · rows · files compared, the claiming candidate aside)`,
        ours: `${seeded.candidates} · ${seeded.rows} · ${seeded.files}: ${seeded.differences.length} differences`,
        baseline: '0 differences',
        ratio: met(seeded.differences.length === 0),
      },
      {
        measure: `${title}: one session per worker; another session's writes seen · the default world changed`,
        ours: `${result.crossTalk.length} · ${result.defaultUntouched ? 'no' : 'yes'}`,
        baseline: '0 · no',
        ratio: met(result.crossTalk.length === 0 && result.defaultUntouched),
      },
    ];
  } finally {
    await mock.stop();
  }
}
