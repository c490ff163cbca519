import { buildClient } from './lib/build-client.ts';

// `npm run build` (the candidate's client, dist/web) and `npm run build:demo` (--demo, dist/demo): each build is
// written to a fresh folder and swapped in whole (scripts/lib/build-swap.ts). `--logLevel <level>` is vite's.
const args = process.argv.slice(2);
const level = args.indexOf('--logLevel');
process.exit(buildClient(args.includes('--demo') ? 'demo' : 'web', level >= 0 ? args[level + 1] : undefined));
