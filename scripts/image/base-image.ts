import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureDebianProgram } from '../lib/debian-packages.ts';
import { hasImage, runEngine, type Engine } from './engine.ts';

/** The Dockerfile's default base, fully named (podman does not guess a registry for a short name). */
export const STANDARD_BASE = 'docker.io/library/node:20-bookworm-slim';

/** The base made here when no registry answers: Debian bookworm's minimal system and this machine's Node. */
export const debianBaseName = () => `localhost/jobs-referral-node-base:${process.versions.node}-bookworm`;

export interface Base {
  image: string;
  /** What the build says about where the base came from. */
  note: string;
}

export const MMDEBSTRAP = { name: 'mmdebstrap', program: 'mmdebstrap', packages: ['mmdebstrap'] } as const;

/** Files of the Debian base nobody reads in a container. */
const LEFT_OUT = ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*'];

/**
 * Node as the official image lays it out: the binary and npm under /usr/local, and a user `node` (uid 1000) for the
 * image to run as. The running Node's own files are copied, so the base has the Node this machine has.
 */
function nodeHooks(): string[] {
  const node = process.execPath;
  const npm = join(dirname(node), '../lib/node_modules/npm');
  const links = [
    'ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm',
    'ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx',
    'groupadd --gid 1000 node',
    'useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
  ].join(' && ');
  return [
    `--customize-hook=copy-in ${node} /usr/local/bin`,
    `--customize-hook=mkdir -p "$1/usr/local/lib/node_modules"`,
    `--customize-hook=copy-in ${npm} /usr/local/lib/node_modules`,
    `--customize-hook=chroot "$1" sh -c '${links}'`,
  ];
}

/** Makes the Debian base with mmdebstrap and imports it into the engine. */
function makeDebianBase(engine: Engine, image: string): void {
  const mmdebstrap = ensureDebianProgram(MMDEBSTRAP);
  const dir = mkdtempSync(join(tmpdir(), 'node-base-'));
  const tar = join(dir, 'base.tar');
  try {
    const made = spawnSync(
      mmdebstrap,
      [
        '--variant=minbase',
        '--quiet',
        ...LEFT_OUT.map((path) => `--dpkgopt=path-exclude=${path}`),
        ...nodeHooks(),
        'bookworm',
        tar,
      ],
      { stdio: 'inherit' },
    );
    if (made.status !== 0) throw new Error(`mmdebstrap could not make the Debian base (exit ${made.status})`);
    const imported = runEngine(engine, [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["node"]',
      tar,
      image,
    ]);
    if (imported.status !== 0) throw new Error(`${engine.name} import of the Debian base failed`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The base to build on: `wanted` when given; else the standard Node 20 image when the engine has it or can pull it;
 * else (no registry reachable) a base made here from Debian packages, made once and kept under its own name.
 */
export function chooseBase(engine: Engine, wanted?: string): Base {
  if (wanted) return { image: wanted, note: `Base: ${wanted} (--base).` };
  if (hasImage(engine, STANDARD_BASE)) return { image: STANDARD_BASE, note: `Base: ${STANDARD_BASE}.` };
  const pulled = runEngine(engine, ['pull', STANDARD_BASE], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
  if (pulled.status === 0) return { image: STANDARD_BASE, note: `Base: ${STANDARD_BASE} (pulled).` };
  const image = debianBaseName();
  const how = `mmdebstrap --variant=minbase bookworm, plus this machine's Node ${process.version} and npm`;
  if (!hasImage(engine, image)) {
    console.log(
      `${STANDARD_BASE} cannot be pulled (no image registry answers): making a base from Debian packages (${how})…`,
    );
    makeDebianBase(engine, image);
  }
  return {
    image,
    note: `Base: ${image}, made from Debian packages (${how}), since ${STANDARD_BASE} could not be pulled.`,
  };
}
