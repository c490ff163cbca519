import { readdirSync } from 'node:fs';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { mockLayerZones } from './mock-server/eslint.layers.js';

// What may import what is written down in docs/ARCHITECTURE.md; this file makes each rule fail the
// build. tests/lint/layers.test.ts plants a violation of every rule and checks that lint reports it.

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/** What the developer console may take of web/: the design system's tokens and primitives that carry no texts. */
const CONSOLE_FROM_WEB = [
  './src/ui/tokens.css',
  './src/ui/base.css',
  './src/ui/card.css',
  './src/ui/chip.css',
  './src/ui/button.tsx',
  './src/ui/tabs.tsx',
  './build/fresh-out-dir.ts',
];
const WEB_TESTING = ['web/src/testing/**'];

// The six parts: openapi imports nothing; mock-server and machines import only the contract; web
// imports the contract and the machines; conformance (the harness) the contract and the mock's reading of it;
// console (the developer console) the contract, and of web/ and conformance/ the few files listed below;
// scripts and tests import anything.
const parts = {
  openapi: ['./mock-server', './machines', './web', './conformance', './console', './scripts', './tests'],
  'mock-server': ['./machines', './web', './conformance', './console', './scripts', './tests'],
  machines: ['./mock-server', './web', './conformance', './console', './scripts', './tests'],
  web: ['./mock-server', './conformance', './console', './scripts', './tests'],
  conformance: ['./machines', './web', './console', './scripts', './tests'],
  console: ['./mock-server', './machines', './scripts', './tests'],
};
const partZones = [
  ...Object.entries(parts).flatMap(([target, forbidden]) =>
    forbidden.map((from) => ({
      target: `./${target}`,
      from,
      message: `${target}/ may not import from ${from.slice(2)}/ (docs/ARCHITECTURE.md, "The parts").`,
    })),
  ),
  // The harness checks any upstream against the contract with the mock's own reading of it (one validator for
  // both), records in the mock's replay format and names a mock session by its header: nothing else of the mock, so
  // it never leans on the simulation.
  {
    target: './conformance',
    from: './mock-server',
    except: ['./src/contract', './src/replay/fixture.ts', './src/replay/mask.ts', './src/sessions/session-id.ts'],
    message:
      'conformance/ reaches the mock only through mock-server/src/contract/, the replay format and the session header (docs/ARCHITECTURE.md, "The parts").',
  },
  // The developer console is a page over the control API: of the client it borrows the design system's tokens and a
  // few primitives free of the candidate's texts, of the harness the reading of the contract's examples.
  {
    target: './console',
    from: './web',
    except: CONSOLE_FROM_WEB,
    message:
      'console/ takes of web/ only the design system files free of the candidate\'s texts (docs/ARCHITECTURE.md, "The parts").',
  },
  {
    target: './console',
    from: './conformance',
    except: ['./examples/request-examples.ts'],
    message:
      'console/ takes of conformance/ only the contract\'s example requests (docs/ARCHITECTURE.md, "The parts").',
  },
];

// Inside web/src: app composes features; a feature imports no other feature and nothing of app; an entity (the
// data of one thing every screen shares, such as the candidate) sits below the features and above the shared layers,
// reached through its index.ts; the shared layers below them import none of them.
const foldersOf = (layer) =>
  readdirSync(new URL(`./web/src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf('features');
const entities = foldersOf('entities');
const webZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature: app/ composes them (docs/ARCHITECTURE.md, "Inside the web client").`,
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'A feature may not import app/: app/ imports features, not the other way round.',
  },
  ...['ui', 'api', 'i18n', 'shared'].flatMap((layer) =>
    ['features', 'entities', 'app'].map((upper) => ({
      target: `./web/src/${layer}`,
      from: `./web/src/${upper}`,
      message: `${layer}/ is a shared layer below the features and the entities: it may not import ${upper}/.`,
    })),
  ),
  // The HTTP door and the shared helpers stay apart: api/ imports only itself (and the contract); what calls the
  // upstream for several screens lives in an entity, not in shared/.
  // The two exceptions: the one list of storage keys (shared/browser-keys.ts, which names the tokens' keys too), and
  // the one token store (api/tokens.ts), which the session reads.
  ...['shared', 'ui', 'i18n'].map((layer) => ({
    target: './web/src/api',
    from: `./web/src/${layer}`,
    ...(layer === 'shared' ? { except: ['./browser-keys.ts'] } : {}),
    message: `api/ imports only its own files and the contract, not ${layer}/.`,
  })),
  {
    target: './web/src/shared',
    from: './web/src/api',
    except: ['./tokens.ts'],
    message: 'shared/ does not call the upstream: a call several screens share belongs to an entity.',
  },
  ...['features', 'app'].map((upper) => ({
    target: './web/src/entities',
    from: `./web/src/${upper}`,
    message: `An entity sits below the features: it may not import ${upper}/.`,
  })),
  ...entities.map((entity) => ({
    target: `./web/src/entities/${entity}`,
    from: './web/src/entities',
    except: [`./${entity}`],
    message: `entities/${entity} may not import another entity: a feature or app/ uses both.`,
  })),
  ...['features', 'app'].map((upper) => ({
    target: `./web/src/${upper}`,
    from: './web/src/entities',
    except: entities.map((entity) => `./${entity}/index.ts`),
    message: `${upper}/ imports an entity through its index.ts only.`,
  })),
];

const noHttpOutsideApi = 'Call the upstream through web/src/api.';

// An import never climbs more than two folders: across web/src's layers it names the layer through '#web/…'
// (package.json "imports"), across the parts through '#contract/…', '#machines', '#mock/…', '#conformance/…'.
const noDeepClimb = {
  group: ['../../../*'],
  message:
    "Import through an alias ('#web/…', '#contract/…', '#machines', '#mock/…', '#conformance/…') instead of climbing three folders.",
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'reports/',
      'test-results/',
      'openapi/schema.d.ts',
      'openapi/mock-control.d.ts',
      'web/public/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: [noDeepClimb] }],
      // openapi-fetch constrains its generic path maps as \`extends {}\`; generated interfaces have no index signature.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always', allowObjectTypes: 'always' }],
    },
  },
  {
    // Production code keeps to the layers. Tests of the web client render over the mock's handlers
    // (MSW), reached through the mock's one testing surface.
    files: ['**/*.ts', '**/*.tsx', '**/*.js'],
    ignores: [...TESTS, ...WEB_TESTING, 'mock-server/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...partZones, ...webZones, ...mockLayerZones] }] },
  },
  {
    // The one deliberate exception in shipped web code: the demo build's entry runs the mock in the page
    // (docs/ARCHITECTURE.md, "The parts"). It reaches the mock through its browser door only; the candidate
    // build never imports web/src/demo (tests/security/candidate-build-has-no-mock.test.ts).
    files: ['web/src/demo/**/*.ts', 'web/src/demo/**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...partZones.filter((zone) => !(zone.target === './web' && zone.from === './mock-server')),
            ...webZones,
            {
              target: './web/src/demo',
              from: './mock-server',
              except: ['./src/adapters/msw/browser-mock.ts'],
              message: 'The demo entry reaches the mock only through mock-server/src/adapters/msw/browser-mock.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [...TESTS.map((glob) => `web/${glob}`), ...WEB_TESTING],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            {
              target: './web',
              from: './mock-server',
              except: ['./src/testing/for-clients.ts'],
              message: 'Web tests reach the mock only through mock-server/src/testing/for-clients.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Machines are pure logic: no React, no browser storage or globals, no network. Effects enter as
    // actors that the caller provides.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepClimb,
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                '@xstate/react',
                '@tanstack/*',
                'react-router',
                'react-router-dom',
              ],
              message: 'Machines do not use React: a screen drives them.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'fetch',
          'XMLHttpRequest',
        ].map((name) => ({
          name,
          message: 'Machines use no browser globals or network: the caller provides effects as actors.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) =>
          ['fetch', 'localStorage', 'sessionStorage', 'document', 'XMLHttpRequest'].map((property) => ({
            object,
            property,
            message: 'Machines use no browser globals or network: the caller provides effects as actors.',
          })),
        ),
      ],
    },
  },
  {
    // Only web/src/api talks HTTP (to the upstream). The demo's marker asks the in-page mock's control API.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['web/src/api/**', 'web/src/demo/**', ...TESTS, ...WEB_TESTING],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: noHttpOutsideApi },
        { name: 'XMLHttpRequest', message: noHttpOutsideApi },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: noHttpOutsideApi })),
        ),
      ],
    },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx', 'console/**/*.ts', 'console/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  // A component composes parts with one job each (docs/ARCHITECTURE.md, "Flows"): none runs over 120 lines.
  {
    files: ['web/src/**/*.tsx', 'console/src/**/*.tsx'],
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false }] },
  },
  // Accessibility in JSX, at the recommended settings. (The maintained fork of eslint-plugin-jsx-a11y: the original
  // declares ESLint up to 9, this one 9 and 10, with the same rules.)
  { ...jsxA11y.configs.recommended, files: ['web/**/*.tsx', 'console/**/*.tsx'] },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['web/**/*.ts', 'web/**/*.tsx', 'console/**/*.ts', 'console/**/*.tsx'],
  })),
);
