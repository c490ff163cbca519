import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ciExample, serviceJob } from '../support/ci-example.ts';

// The GitHub Actions example stays true to the project: its image, its port, the scripts it runs. The image tests
// (npm run test:image) run its contract step against the image itself.
const root = join(import.meta.dirname, '../../..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  scripts: Record<string, string>;
};

describe('the GitHub Actions example', () => {
  it('runs this version of the image as a service on the port the image listens on', () => {
    const { mock } = serviceJob();
    expect(mock.image).toMatch(new RegExp(`/jobs-referral-mock:${packageJson.version.replaceAll('.', '\\.')}$`));
    expect(mock.ports).toEqual(['8080:8080']);
  });

  it('runs only npm scripts the project has', () => {
    const runs = Object.values(ciExample().jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    const scripts = runs.flatMap((run) => [...run.matchAll(/npm run (\S+)/g)].map((match) => match[1]!));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(Object.keys(packageJson.scripts)).toContain(script);
  });

  it('gives each parallel job a session of its own, named by run and shard, used by the journeys and ended', () => {
    const shard = ciExample().jobs.shard!;
    expect(shard.env?.MOCK_SESSION).toBe('ci-${{ github.run_id }}-${{ github.run_attempt }}-${{ matrix.shard }}');
    const runs = shard.steps.map((step) => step.run ?? '');
    expect(runs).toContain(
      'npm run contract -- --base-url "$MOCK_URL" --session "$MOCK_SESSION" --junit reports/contract-junit.xml',
    );
    expect(runs).toContain('curl -sS -X DELETE "$MOCK_URL/__mock/sessions/$MOCK_SESSION"');
  });
});
