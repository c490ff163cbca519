import { commandLine } from '#conformance/cli/options.ts';
import { startFromBundle } from './lib/mock-bundle.ts';

// `npm run mock`: the mock upstream alone (no client), on 127.0.0.1:$PORT (default 8080). It runs from one
// bundled file of scripts/mock-main.ts and everything it imports, built on the first start and again whenever one of
// those files changes, and compiled from V8's code cache after the first start of that bundle: loading one file is
// most of a second faster than resolving and loading several hundred. MOCK_BUNDLE=off runs the sources as they are.
commandLine(
  'mock',
  'Usage: npm run mock   (no options: PORT, MOCK_SCENARIO and the rest are set in the environment)',
  {},
);
if (!(await startFromBundle())) await (await import('./mock-main.ts')).startMock();
