import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseBase } from './base-image.ts';
import { engineOutput, runEngine, type Engine } from './engine.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The Dockerfile's two images: the mock alone, and the mock serving the built client. */
export type ImageTarget = 'mock' | 'client';

/** name:tag of a target's image, as the engine lists it (podman puts local images under localhost/). */
export function imageName(engine: Engine, target: ImageTarget): string {
  const tag = target === 'mock' ? version : `${version}-client`;
  return `${engine.name === 'podman' ? 'localhost/' : ''}jobs-referral-mock:${tag}`;
}

export interface BuiltImage {
  name: string;
  /** Where the base came from (the standard Node image, or one made from Debian packages). */
  baseNote: string;
  seconds: number;
  /** The image's size as the engine counts it (uncompressed layers). */
  bytes: number;
}

export interface BuildOptions {
  /** Another base image than the standard one (or the one made from Debian packages). */
  base?: string;
  /** The client target takes the web client from dist/web (`npm run build`) instead of building it inside. */
  prebuiltClient?: boolean;
}

/**
 * Builds a target of the Dockerfile. The npm registry is reached from the build through NODE_EXTRA_CA_CERTS's
 * certificate when it is set (a build secret, in no layer); unchanged layers come from the engine's cache.
 */
export function buildImage(engine: Engine, target: ImageTarget, options: BuildOptions = {}): BuiltImage {
  const started = Date.now();
  if (options.prebuiltClient && !existsSync(join(root, 'dist/web/index.html')))
    throw new Error('The client image from a prebuilt client needs dist/web: run npm run build first');
  // dist/web is a link to the build's own folder (scripts/lib/build-swap.ts); an image build copies a link as a link.
  const prebuilt = target === 'client' && options.prebuiltClient;
  const clientDir = prebuilt ? relative(root, realpathSync(join(root, 'dist/web'))) : undefined;
  const base = chooseBase(engine, options.base);
  console.log(base.note);
  const name = imageName(engine, target);
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  const args = [
    'build',
    ...engine.runtimeArgs,
    // podman writes OCI images unless told otherwise, and the OCI format has no HEALTHCHECK.
    ...(engine.name === 'podman' ? ['--format', 'docker'] : []),
    '--target',
    prebuilt ? 'client-prebuilt' : target,
    '--build-arg',
    `BASE=${base.image}`,
    ...(clientDir ? ['--build-arg', `CLIENT_DIR=${clientDir}`] : []),
    ...(ca && existsSync(ca) ? ['--secret', `id=extra-ca,src=${ca}`] : []),
    '--tag',
    name,
    '.',
  ];
  const built = runEngine(engine, args, { cwd: root, env: engine.name === 'docker' ? { DOCKER_BUILDKIT: '1' } : {} });
  if (built.status !== 0) throw new Error(`${engine.name} build failed (exit ${built.status})`);
  const bytes = Number(engineOutput(engine, ['image', 'inspect', '--format', '{{.Size}}', name]) ?? 0);
  return { name, baseNote: base.note, seconds: (Date.now() - started) / 1000, bytes };
}
