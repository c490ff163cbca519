import { parseArgs } from 'node:util';
import { buildImage } from './image/build-image.ts';
import { findEngine } from './image/engine.ts';

// `npm run image`: the container image of the mock (Dockerfile), built with podman or docker, whichever is on the
// PATH. `-- --client` builds the image that also serves the web client (`--prebuilt`: the client from dist/web, as
// `npm run build` left it, instead of building it inside); `-- --base <image>` names another base.
// The last line printed is the image's name:tag.
const IMAGE_USAGE = 'usage: npm run image [-- --client [--prebuilt]] [--base <image>]';

let options: { client?: boolean; prebuilt?: boolean; base?: string };
try {
  options = parseArgs({
    options: { client: { type: 'boolean' }, prebuilt: { type: 'boolean' }, base: { type: 'string' } },
  }).values;
  if (options.prebuilt && !options.client) throw new Error('--prebuilt is an option of --client');
} catch (error) {
  console.error(`${(error as Error).message}\n${IMAGE_USAGE}`);
  process.exit(2);
}

try {
  const engine = findEngine();
  const target = options.client ? 'client' : 'mock';
  console.log(`Building the ${target} image with ${engine.name}…`);
  const image = buildImage(engine, target, { base: options.base, prebuiltClient: options.prebuilt });
  console.log(`Built in ${image.seconds.toFixed(1)} s; ${(image.bytes / 1e6).toFixed(0)} MB. ${image.baseNote}`);
  console.log(image.name);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
