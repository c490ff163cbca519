import { commandLine } from '#conformance/cli/options.ts';
import { buildClient } from './lib/build-client.ts';

// `npm run build` (the candidate's client, dist/web), `npm run build:demo` (--demo, dist/demo) and
// `npm run build:console` (--console, dist/console): each build is written to a fresh folder and swapped in whole
// (scripts/lib/build-swap.ts). `--logLevel <level>` is vite's.
const args = commandLine(
  'build',
  'Usage: npm run build [-- --logLevel info|warn|error|silent]   (build:demo: --demo; build:console: --console)',
  {
    demo: { type: 'boolean' },
    console: { type: 'boolean' },
    logLevel: { type: 'string' },
  },
);
process.exit(buildClient(args.demo ? 'demo' : args.console ? 'console' : 'web', args.logLevel));
