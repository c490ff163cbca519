import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlHostRefusal, hostRefusal } from '#mock/adapters/fastify/host-guard.ts';
import { ensureChromium } from '../../scripts/ensure-chromium.ts';
import { answerLocationPreference, signInDemoCandidate } from '../../scripts/bench/sign-in.ts';
import { buildImage, type BuiltImage } from '../../scripts/image/build-image.ts';
import { engineOutput } from '../../scripts/image/engine.ts';
import {
  engineOrReason,
  healthStatus,
  runContainer,
  type RunningContainer,
} from '../../scripts/image/run-container.ts';
import { serviceJob } from './support/ci-example.ts';
import { getWithHost } from './support/host-request.ts';
import { applyJourney, sessionClient } from './support/session-journey.ts';

// The Dockerfile's images built with the engine on this machine (podman or docker; installed from Debian when
// missing), run with their ports on 127.0.0.1, and used as a CI job would use them.
const { engine, reason } = engineOrReason();
if (!engine) console.warn(`Skipping the container image tests: no container engine can be used here.\n${reason}`);

const PORTS = { plain: 8395, guarded: 8396, client: 8397 };
const root = join(import.meta.dirname, '../..');
const junit = join(tmpdir(), `image-contract-${process.pid}.xml`);

describe.skipIf(!engine)('the mock image', () => {
  let image: BuiltImage;
  let plain: RunningContainer;
  let guarded: RunningContainer;

  beforeAll(async () => {
    image = buildImage(engine!, 'mock');
    console.log(
      `mock image ${image.name}: built in ${image.seconds.toFixed(1)} s, ${(image.bytes / 1e6).toFixed(0)} MB`,
    );
    // As the GitHub Actions example runs it (deploy/github-actions): its service's environment.
    plain = await runContainer(engine!, image.name, { port: PORTS.plain, env: serviceJob().mock.env });
    guarded = await runContainer(engine!, image.name, {
      port: PORTS.guarded,
      env: {
        MOCK_ALLOW_HOSTS: 'mock.ci.test',
        MOCK_CONTROL_ALLOW_HOSTS: 'control.ci.test',
        MOCK_SCENARIO: 'kyc-complete',
        MOCK_JOB_COUNT: '300',
        MOCK_AUTH: 'strict',
      },
    });
  });
  afterAll(() => {
    plain?.remove();
    guarded?.remove();
  });

  it('runs as user 1000 with Node and one server script, no node_modules, dev dependencies or test tools', () => {
    expect(engineOutput(engine!, ['image', 'inspect', '--format', '{{.Config.User}}', image.name])).toBe('1000:1000');
    expect(plain.exec(['id', '-u'])).toBe('1000');
    expect(plain.exec(['ls', '-A', '/app'])).toBe('mock.cjs');
    // Only npm (and, in the official image, corepack) is installed globally: no Vitest, Playwright or tsx.
    const globalPackages = plain.exec(['ls', '/usr/local/lib/node_modules'])?.split('\n') ?? [];
    expect(globalPackages.filter((name) => name !== 'npm' && name !== 'corepack')).toEqual([]);
  });

  it('listens on all interfaces inside, and its HEALTHCHECK reports healthy', async () => {
    expect(plain.logs()).toContain('Mock upstream at http://');
    expect(await healthStatus(engine!, plain)).toBe('healthy');
  });

  it('serves a candidate journey with writes through the published port', async () => {
    const session = sessionClient(plain.url);
    const { jobId, applied } = await applyJourney(session, '9000054321', 2);
    expect(applied).toEqual([jobId]);
  });

  it("passes the contract's journeys as the GitHub Actions example runs them", () => {
    const command = serviceJob().contractRun.replace('http://localhost:8080', plain.url);
    const run = spawnSync('sh', ['-c', command.replace('reports/contract-junit.xml', junit)], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(/journeys: \d+ passed, 0 failed/);
    expect(run.status).toBe(0);
  });

  it('answers only the Host names it is told to, and its control API only the control names', async () => {
    const health = `${guarded.url}/__mock/health`;
    const token = `${guarded.url}/api/auth/fetchProgrammaticUserToken`;
    const refused = await getWithHost(token, 'attacker.example');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ message: hostRefusal('attacker.example') });
    expect((await getWithHost(token, 'mock.ci.test')).status).toBe(200);
    expect(await getWithHost(health, 'mock.ci.test')).toEqual({
      status: 403,
      body: JSON.stringify({ message: controlHostRefusal('mock.ci.test') }),
    });
    expect((await getWithHost(health, 'control.ci.test')).status).toBe(200);
  });

  it('starts as its MOCK_* variables say, as `npm run mock` does', async () => {
    const scenario = (await (await fetch(`${guarded.url}/__mock/scenario`)).json()) as { current: string };
    expect(scenario.current).toBe('kyc-complete');
    const health = (await (await fetch(`${guarded.url}/__mock/health`)).json()) as { jobs: number };
    expect(health.jobs).toBe(300);
    expect(guarded.logs()).toMatch(/ownership mode\s+strict/);
  });
});

describe.skipIf(!engine)('the client image (target client)', () => {
  let client: RunningContainer;

  beforeAll(async () => {
    // npm test has built the client for its journeys (CLIENT_BUILDS_FROM=dist): the image takes that build.
    const image = buildImage(engine!, 'client', { prebuiltClient: process.env.CLIENT_BUILDS_FROM === 'dist' });
    console.log(
      `client image ${image.name}: built in ${image.seconds.toFixed(1)} s, ${(image.bytes / 1e6).toFixed(0)} MB`,
    );
    client = await runContainer(engine!, image.name, { port: PORTS.client });
  });
  afterAll(() => client?.remove());

  it('serves the web client with the mock on one port: a candidate signs in through the page', async () => {
    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-quic'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      try {
        await signInDemoCandidate(page, client.url);
        await answerLocationPreference(page);
        await page.getByRole('button', { name: /^Account menu for/ }).waitFor({ state: 'visible', timeout: 15_000 });
      } catch (error) {
        // What the page showed instead: the log of a run on another machine has nothing else to go on.
        const shown = await page
          .locator('body')
          .ariaSnapshot({ timeout: 5_000 })
          .catch(() => '(no snapshot)');
        throw new Error(`${(error as Error).message}\nThe page showed:\n${shown}`, { cause: error });
      }
    } finally {
      await browser.close();
    }
  });
});
