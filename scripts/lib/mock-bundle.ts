import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import type { Plugin } from 'esbuild';
import type * as MockMainModule from '../mock-main.ts';

/** What the bundle exports: scripts/mock-main.ts. */
type MockMain = typeof MockMainModule;

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'scripts/mock-main.ts';
const BUILDER = 'scripts/lib/mock-bundle.ts';
const OUT_DIR = join(root, 'node_modules/.cache/mock-server');
const BUNDLE = join(OUT_DIR, 'mock.cjs');
/** The files the bundle was built from, each with its size and time of change. */
const INPUTS = join(OUT_DIR, 'mock.inputs.json');
const CODE_CACHE_SUFFIX = '.v8-cache';

type Inputs = Record<string, string>;

const stamp = (path: string): string => {
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'absent';
};

/** The bundle is current when every file it was built from is as it was then. */
function isCurrent(): boolean {
  if (!existsSync(BUNDLE) || !existsSync(INPUTS)) return false;
  try {
    const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as Inputs;
    return Object.entries(inputs).every(([path, seen]) => stamp(path) === seen);
  } catch {
    return false;
  }
}

/**
 * @mswjs/data's factory loads its REST and GraphQL handler generators (msw and graphql, about a sixth of the
 * bundle's start) for `toHandlers`, which the server never calls: in the bundle they are left out, and calling
 * one says so.
 */
const storeWithoutHandlers: Plugin = {
  name: 'store-without-handlers',
  setup(build) {
    build.onResolve({ filter: /^\.\/model\/generate(Rest|GraphQL)Handlers$/ }, (args) =>
      args.importer.includes('@mswjs/data') ? { path: args.path, namespace: 'left-out' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      loader: 'js',
      contents: `const leftOut = () => { throw new Error('toHandlers is not part of the bundled mock server'); };
        module.exports = { generateRestHandlers: leftOut, generateGraphQLHandlers: leftOut, generateGraphQLSchema: leftOut };`,
    }));
  },
};

/**
 * A module of the repository that finds files beside it through its own address (`import.meta.url`, the console's
 * build, say) keeps that address in the bundle: a CommonJS script has no import.meta of its own.
 */
const ownAddresses: Plugin = {
  name: 'own-addresses',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

/**
 * One CommonJS script of an entry and everything it imports (packages too): a script that runs without
 * node_modules and can be compiled from V8's code cache.
 */
async function bundle(entry: string) {
  const { build: esbuild } = await import('esbuild');
  return esbuild({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // A third less text to read at every start; names are kept (plugins and errors use them).
    minifyWhitespace: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [storeWithoutHandlers, ownAddresses],
  });
}

/** Writes the bundle of `entry` to `outFile` (the container image's server: scripts/image/bundle-server.ts). */
export async function writeBundle(entry: string, outFile: string): Promise<void> {
  const result = await bundle(entry);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, result.outputFiles[0]!.contents);
}

/** Bundles the mock's entry into the cache, written aside, then moved, so concurrent starts never read half a file. */
async function build(): Promise<void> {
  const result = await bundle(ENTRY);
  // This file too: a change in how the bundle is made makes it again.
  const inputs: Inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('left-out:')), BUILDER].map((path) => [
      path,
      stamp(path),
    ]),
  );
  mkdirSync(OUT_DIR, { recursive: true });
  // A code cache belongs to one bundle (V8 checks little more than its length): the old ones go.
  for (const name of readdirSync(OUT_DIR))
    if (name.endsWith(CODE_CACHE_SUFFIX)) rmSync(join(OUT_DIR, name), { force: true });
  const unique = `${process.pid}.${Date.now()}`;
  writeFileSync(`${BUNDLE}.${unique}`, result.outputFiles[0]!.contents);
  writeFileSync(`${INPUTS}.${unique}`, JSON.stringify(inputs));
  renameSync(`${BUNDLE}.${unique}`, BUNDLE);
  renameSync(`${INPUTS}.${unique}`, INPUTS);
}

/** The code cache of the bundle as it is now on disk (named by its size and time of change). */
function codeCachePath(): string {
  const stat = statSync(BUNDLE);
  return join(OUT_DIR, `mock.${stat.size}-${Math.round(stat.mtimeMs)}${CODE_CACHE_SUFFIX}`);
}

/**
 * Runs the bundle as Node runs a CommonJS module, compiled from V8's code cache when there is one: parsing
 * several megabytes of script, and compiling the functions the start calls, is then mostly skipped. Returns
 * the module's exports and a function that writes the cache (when there was none, or V8 refused it).
 */
function runBundle(): { main: MockMain; keepCodeCache: () => void } {
  const cachePath = codeCachePath();
  const cachedData = existsSync(cachePath) ? readFileSync(cachePath) : undefined;
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${readFileSync(BUNDLE, 'utf8')}\n})`;
  const script = new Script(wrapped, { filename: BUNDLE, cachedData });
  const module = { exports: {} as MockMain };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(BUNDLE),
    module,
    BUNDLE,
    OUT_DIR,
  );
  const keepCodeCache = () => {
    if (cachedData !== undefined && !script.cachedDataRejected) return;
    try {
      const aside = `${cachePath}.${process.pid}`;
      writeFileSync(aside, script.createCachedData());
      renameSync(aside, cachePath);
    } catch {
      // Without a cache the next start only compiles the bundle again.
    }
  };
  return { main: module.exports, keepCodeCache };
}

/**
 * Starts the mock from its bundle, building it first if a source changed since. Answers false (and the caller
 * runs the sources) when MOCK_BUNDLE=off or the bundle cannot be built.
 */
export async function startFromBundle(): Promise<boolean> {
  if (process.env.MOCK_BUNDLE === 'off') return false;
  if (!isCurrent()) {
    try {
      await build();
    } catch (cause) {
      console.warn(
        `Running the mock from its sources: the bundle could not be built (${(cause as Error).message.split('\n')[0]}).`,
      );
      return false;
    }
  }
  const { main, keepCodeCache } = runBundle();
  await main.startMock();
  // Once the server answers: the cache then also holds the functions the start compiled.
  setImmediate(keepCodeCache);
  return true;
}
