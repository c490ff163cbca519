import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'scripts/mock-main.ts';
const OUT_DIR = join(root, 'node_modules/.cache/mock-server');
const BUNDLE = join(OUT_DIR, 'mock.mjs');
/** The files the bundle was built from, each with its size and time of change. */
const INPUTS = join(OUT_DIR, 'mock.inputs.json');

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

/** Bundles the entry and everything it imports (packages too) into one ES module; written aside, then moved, so concurrent starts never read half a file. */
async function build(): Promise<void> {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Packages written as CommonJS call require(): give the module one.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  });
  const inputs: Inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((path) => [path, stamp(path)]));
  mkdirSync(OUT_DIR, { recursive: true });
  const unique = `${process.pid}.${Date.now()}`;
  writeFileSync(`${BUNDLE}.${unique}`, result.outputFiles[0]!.contents);
  writeFileSync(`${INPUTS}.${unique}`, JSON.stringify(inputs));
  renameSync(`${BUNDLE}.${unique}`, BUNDLE);
  renameSync(`${INPUTS}.${unique}`, INPUTS);
}

/**
 * Runs the mock from its bundle, building it first if a source changed since. Answers false (and the caller runs
 * the sources) when MOCK_BUNDLE=off or the bundle cannot be built.
 */
export async function startFromBundle(): Promise<boolean> {
  if (process.env.MOCK_BUNDLE === 'off') return false;
  if (!isCurrent()) {
    try {
      await build();
    } catch (cause) {
      console.warn(`Running the mock from its sources: the bundle could not be built (${(cause as Error).message.split('\n')[0]}).`);
      return false;
    }
  }
  await import(pathToFileURL(BUNDLE).href);
  return true;
}
