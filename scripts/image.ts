import { findEngine } from './image/engine.ts';
import { buildImage, type ImageTarget } from './image/build-image.ts';

// `npm run image`: the container image of the mock (Dockerfile), built with podman or docker, whichever is on the
// PATH. `-- --client` builds the image that also serves the web client; `-- --base <image>` names another base.
// The last line printed is the image's name:tag.
const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args[baseAt + 1] : undefined;
const unknown = args.filter((arg, at) => arg !== '--client' && arg !== '--base' && at !== baseAt + 1);
if (unknown.length > 0 || (baseAt >= 0 && !base)) {
  console.error(`usage: npm run image [-- --client] [--base <image>]  (got: ${args.join(' ')})`);
  process.exit(2);
}
const target: ImageTarget = args.includes('--client') ? 'client' : 'mock';

try {
  const engine = findEngine();
  console.log(`Building the ${target} image with ${engine.name}…`);
  const image = buildImage(engine, target, { base });
  console.log(`Built in ${image.seconds.toFixed(1)} s; ${(image.bytes / 1e6).toFixed(0)} MB. ${image.baseNote}`);
  console.log(image.name);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
