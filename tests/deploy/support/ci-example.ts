import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../../..');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
}
interface Job {
  env?: Record<string, string>;
  services?: Record<string, { image: string; ports?: string[]; env?: Record<string, string> }>;
  steps: Step[];
}

/** The GitHub Actions example of docs/DEPLOY.md (deploy/github-actions/contract-tests.yml), parsed. */
export function ciExample(): { jobs: Record<string, Job> } {
  return parse(readFileSync(join(root, 'deploy/github-actions/contract-tests.yml'), 'utf8')) as {
    jobs: Record<string, Job>;
  };
}

/** The example's job that runs the mock's image as a service, its service and the step running the contract. */
export function serviceJob() {
  const job = ciExample().jobs.contract!;
  const mock = job.services!.mock!;
  const contractStep = job.steps.find((step) => step.run?.startsWith('npm run contract'))!;
  return { mock, contractRun: contractStep.run! };
}
