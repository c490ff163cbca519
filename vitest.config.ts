import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The web tests that read the browser's globals without rendering (the page's location, storage, its events):
 * jsdom for them as for the rendered ones. Every other web `.test.ts` runs in Node, without a page to set up.
 */
const WEB_NEEDS_A_PAGE = [
  'web/src/api/create-api-client.test.ts',
  'web/src/api/environments.test.ts',
  'web/src/api/upstream.test.ts',
  'web/src/api/user-token.test.ts',
  'web/src/app/first-paint/outline-start.test.ts',
  'web/src/app/prefetch.test.ts',
  'web/src/app/pwa/persisted-cache.test.ts',
  'web/src/app/query-client.test.ts',
  'web/src/entities/candidate/candidate-writes.test.ts',
  'web/src/features/applications/hooks/use-application-highlight.test.ts',
  'web/src/features/apply-for-job/hooks/view-resume-file.test.ts',
  'web/src/features/earnings/api/transfer-to-upi.test.ts',
  'web/src/features/jobs/model/kept-list-options.test.ts',
  'web/src/features/location/model/resolve-location.test.ts',
  'web/src/features/profile/api/fetch-user-token-by-mobile.test.ts',
  'web/src/features/profile/api/verify-pan.test.ts',
  'web/src/features/referrals/api/fetch-referrals.test.ts',
  'web/src/features/search/api/fetch-job-filter-options.test.ts',
  'web/src/i18n/phone-language.test.ts',
  'web/src/shared/app-events.test.ts',
  'web/src/shared/browser-keys.test.ts',
  'web/src/shared/session.test.ts',
  'web/src/ui/back-layer.test.ts',
];

// A file moved or renamed would silently lose its page and fail in Node: the list names files that exist.
const missing = WEB_NEEDS_A_PAGE.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length > 0)
  throw new Error(`vitest.config.ts: WEB_NEEDS_A_PAGE names files that do not exist: ${missing.join(', ')}`);

/** Every web test records what the client sends and reads (conformance/client-usage, `npm run usage`). */
const RECORD_CLIENT_USAGE = 'conformance/client-usage/vitest-setup.ts';

/**
 * The projects that run in Node load their modules once per worker, not once per file (Vitest's `isolate: false`):
 * their files start their own servers, worlds and sessions rather than lean on a module's state, and they pass in
 * any order (`--sequence.shuffle.files`). That is most of their time saved: each file's fresh module graph was the
 * bulk of the cost. The rendered web tests stay isolated: their modules hold the page's state (its Back layers, the
 * signed-in session, the language), which one file must not hand the next.
 */
const modulesPerWorker = { isolate: false };

/** The rendered web tests (and WEB_NEEDS_A_PAGE): jsdom, the screens' setup, the recording of what the client reads. */
const WEB_RENDERED = ['web/**/*.test.tsx'];

/**
 * The web tests that walk the page's history (Back, Forward), found by what they call: an earlier file's copy of the
 * Back layers' module would still hold the window's history listener and take their traversals, so each of these
 * files gets modules of its own.
 */
const WALKS_HISTORY = [
  ...readdirSync(new URL('web', import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => `web/${file}`),
  ...WEB_NEEDS_A_PAGE,
]
  .filter((file) => /history\.(back|forward|go)\(|popstate/.test(readFileSync(new URL(file, import.meta.url), 'utf8')))
  .sort();

/**
 * The page's tests in jsdom. Without isolation, the files of a worker share its page and the modules loaded from
 * node_modules (React, jsdom, the testing library): the first setup file gives each file fresh modules of its own code
 * (web/src/testing/fresh-modules.ts), and web/src/testing/setup.ts empties the page and its storage after each test.
 */
function webProject(name: string, files: { isolate: boolean; include: string[]; exclude?: string[] }) {
  return {
    test: {
      name,
      isolate: files.isolate,
      include: files.include,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      environment: 'jsdom',
      // Rendered tests wait for screens (up to 5 s each, web/src/testing/setup.ts): room for several on a busy machine.
      testTimeout: 30_000,
      setupFiles: [
        ...(files.isolate ? [] : ['web/src/testing/fresh-modules.ts']),
        'web/src/testing/setup.ts',
        RECORD_CLIENT_USAGE,
      ],
      globalSetup: ['conformance/client-usage/vitest-clear.ts'],
    },
    // lucide-react's ES module entry re-exports some 4,800 icon files, seconds to load in each test worker; its
    // one-file CommonJS build holds the same icons (the client build keeps the ES entry and tree-shakes it).
    resolve: { alias: [{ find: /^lucide-react$/, replacement: 'lucide-react/dist/cjs/lucide-react.js' }] },
  };
}

// One Vitest run covers every folder; each folder is its own project so that
// the browser-like environment is only paid for where React is rendered.
export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one on a two-core machine. Many files wait on
    // child processes, sockets and builds, so both cores are used with one worker per core.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { ...modulesPerWorker, name: 'machines', include: ['machines/**/*.test.ts'], environment: 'node' } },
      {
        test: { ...modulesPerWorker, name: 'mock-server', include: ['mock-server/**/*.test.ts'], environment: 'node' },
      },
      // Many of the scripts' tests start a script in a process of its own: seconds each on a busy machine.
      {
        test: {
          ...modulesPerWorker,
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: { ...modulesPerWorker, name: 'conformance', include: ['conformance/**/*.test.ts'], environment: 'node' },
      },
      { test: { name: 'console', include: ['console/**/*.test.ts', 'console/**/*.test.tsx'], environment: 'jsdom' } },
      // The deployment's files; the images and the replicas behind nginx have their own steps (tests/deploy/vitest.config.ts).
      {
        test: {
          ...modulesPerWorker,
          name: 'deploy',
          include: ['tests/deploy/config/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...modulesPerWorker,
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          environment: 'node',
          // A test here walks every operation against a mock: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...modulesPerWorker,
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          ...modulesPerWorker,
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...modulesPerWorker,
          name: 'web-logic',
          include: ['web/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WEB_NEEDS_A_PAGE],
          environment: 'node',
          setupFiles: ['web/src/testing/setup-contract.ts', RECORD_CLIENT_USAGE],
          globalSetup: ['conformance/client-usage/vitest-clear.ts'],
        },
      },
      webProject('web', {
        isolate: false,
        include: [...WEB_RENDERED, ...WEB_NEEDS_A_PAGE],
        exclude: WALKS_HISTORY,
      }),
      webProject('web-history', { isolate: true, include: WALKS_HISTORY }),
    ],
    coverage: {
      provider: 'v8',
      include: ['machines/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'machines/src/**/index.ts'],
      // The machines carry the client's rules: keep them covered.
      thresholds: { lines: 95 },
    },
  },
});
