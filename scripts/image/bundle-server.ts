import { writeBundle } from '../lib/mock-bundle.ts';

// A step of the Dockerfile: the container's process and everything it imports as one script, so the image holds
// Node and this file, no node_modules. Usage: tsx scripts/image/bundle-server.ts <out file>
const outFile = process.argv[2];
if (!outFile) {
  console.error('usage: tsx scripts/image/bundle-server.ts <out file>');
  process.exit(2);
}
await writeBundle('scripts/image/container-main.ts', outFile);
console.log(`bundled the mock server into ${outFile}`);
