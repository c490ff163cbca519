import { commandLine } from '#conformance/cli/options.ts';
import { buildClient } from './lib/build-client.ts';

// `npm run build` (the candidate's client, dist/web) and `npm run build:demo` (--demo, dist/demo): each build is
// written to a fresh folder and swapped in whole (scripts/lib/build-swap.ts). `--logLevel <level>` is vite's.
const args = commandLine(
  'build',
  'Usage: npm run build [-- --logLevel info|warn|error|silent]   (build:demo: --demo)',
  {
    demo: { type: 'boolean' },
    logLevel: { type: 'string' },
  },
);
process.exit(buildClient(args.demo ? 'demo' : 'web', args.logLevel));
