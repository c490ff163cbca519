import { buildClient } from './lib/build-client.ts';

// `npm run build` (the candidate's client, dist/web), `npm run build:demo` (--demo, dist/demo) and
// `npm run build:console` (--console, dist/console): each build is written to a fresh folder and swapped in whole
// (scripts/lib/build-swap.ts). `--logLevel <level>` is vite's.
const args = process.argv.slice(2);
const level = args.indexOf('--logLevel');
const which = args.includes('--demo') ? 'demo' : args.includes('--console') ? 'console' : 'web';
process.exit(buildClient(which, level >= 0 ? args[level + 1] : undefined));
