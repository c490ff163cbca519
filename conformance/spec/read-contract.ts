import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve as resolvePath } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { parse, YAMLParseError } from 'yaml';
import { bundleProject } from './bundle-project.ts';
import { ContractError } from './contract-error.ts';
import { commitOf, filesAtCommit, filesOnDisk, type ProjectFiles } from './project-files.ts';
import { at, child, isObject } from './pointer.ts';
import { SourceMap, type Origins } from './source-places.ts';

type Json = Record<string, unknown>;

/** A contract as the tools read it: bundled into one document, with where each part of it is written. */
export interface ReadContract {
  document: Json;
  /** What the user named (a file, a URL, `git ref X`, this repository's openapi/src). */
  label: string;
  places: SourceMap;
}

const isUrl = (spec: string) => /^https?:\/\//i.test(spec);

/** The contract's own version line: 3.0.x or 3.1.x, else one line saying what the document is. */
function checkVersion(document: unknown, label: string): Json {
  if (!isObject(document)) throw new ContractError(`${label}: not an OpenAPI document (no object at its root)`);
  const version = document.openapi;
  if (typeof version === 'string' && /^3\.[01]\.\d+/.test(version)) return document;
  if (document.swagger !== undefined)
    throw new ContractError(
      `${label}: Swagger ${String(document.swagger)} (OpenAPI 2); the tools read OpenAPI 3.0 and 3.1 — convert it first`,
    );
  if (version === undefined) throw new ContractError(`${label}: not an OpenAPI document (no 'openapi' version field)`);
  throw new ContractError(`${label}: OpenAPI version '${String(version)}'; the tools read OpenAPI 3.0 and 3.1`);
}

function parseText(text: string, label: string): unknown {
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ContractError(`${label}: not valid JSON (${(cause as Error).message})`);
    }
  }
  try {
    return parse(text, { uniqueKeys: false, maxAliasCount: -1 }) as unknown;
  } catch (cause) {
    if (cause instanceof YAMLParseError) {
      const line = cause.linePos?.[0]?.line;
      throw new ContractError(`${label}${line ? `:${line}` : ''}: not valid YAML (${cause.message.split('\n')[0]})`);
    }
    throw cause;
  }
}

function hasExternalRefs(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasExternalRefs);
  if (!isObject(node)) return false;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) return true;
  return Object.values(node).some(hasExternalRefs);
}

async function readUrl(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  } catch (cause) {
    const reason = (cause as { cause?: { code?: string; message?: string } }).cause;
    throw new ContractError(`${url}: cannot be fetched (${reason?.code ?? reason?.message ?? String(cause)})`);
  }
  if (!response.ok) throw new ContractError(`${url}: answered HTTP ${response.status}`);
  return response.text();
}

/** A place's name as a user reads it: a path from the working folder, or the URL. */
const display = (file: string) => (isUrl(file) || !isAbsolute(file) ? file : relative(process.cwd(), file) || file);

/**
 * Where a file a `$ref` names is, and the pointer inside it. Refs are followed inside one contract's files (or
 * URLs) only as far as the locator needs them: the bundle itself is the bundler's.
 */
function target(from: string, ref: string): { file: string; pointer: string } {
  const [path = '', fragment = ''] = ref.split('#');
  const pointer = decodeURIComponent(fragment);
  if (path === '') return { file: from, pointer };
  const file = isUrl(from) ? new URL(path, from).href : resolvePath(dirname(from), path);
  return { file, pointer };
}

/**
 * Walks the bundle beside its sources: where a source `$ref` was inlined or made a component by the bundler, the
 * bundled pointer is noted with the file and pointer it came from.
 */
function originsOfBundle(bundled: Json, entry: string, load: (file: string) => unknown): Origins {
  const origins: Origins = new Map([['', { file: display(entry), pointer: '' }]]);
  const visited = new Set<string>();
  const walk = (b: unknown, bPointer: string, s: unknown, file: string, depth: number): void => {
    if (depth > 256) return;
    let source = s;
    let sourceFile = file;
    for (let hops = 0; isObject(source) && typeof source.$ref === 'string' && hops < 32; hops += 1) {
      const found = target(sourceFile, source.$ref);
      const node = at(load(found.file), found.pointer);
      if (isObject(b) && typeof b.$ref === 'string' && b.$ref.startsWith('#')) {
        const bundledTarget = decodeURIComponent(b.$ref.slice(1));
        if (!origins.has(bundledTarget))
          origins.set(bundledTarget, { file: display(found.file), pointer: found.pointer });
        if (visited.has(bundledTarget)) return;
        visited.add(bundledTarget);
        return walk(at(bundled, bundledTarget), bundledTarget, node, found.file, depth + 1);
      }
      origins.set(bPointer, { file: display(found.file), pointer: found.pointer });
      source = node;
      sourceFile = found.file;
    }
    if (Array.isArray(b) && Array.isArray(source))
      b.forEach((item, i) => walk(item, child(bPointer, i), source[i], sourceFile, depth + 1));
    else if (isObject(b) && isObject(source) && typeof b.$ref !== 'string')
      for (const key of Object.keys(b))
        if (key in source) walk(b[key], child(bPointer, key), source[key], sourceFile, depth + 1);
  };
  walk(bundled, '', load(entry), entry, 0);
  return origins;
}

/** A file or a URL: parsed, version checked, and bundled when it names other files. */
async function readDocument(spec: string): Promise<ReadContract> {
  const texts = new Map<string, string>();
  const entry = isUrl(spec) ? spec : resolvePath(spec);
  if (!isUrl(spec) && !existsSync(entry)) throw new ContractError(`${spec}: no such file`);
  const entryText = isUrl(spec) ? await readUrl(spec) : readFileSync(entry, 'utf8');
  texts.set(entry, entryText);
  const document = checkVersion(parseText(entryText, spec), spec);
  const textOf = (file: string) => {
    if (!texts.has(file) && !isUrl(file) && existsSync(file)) texts.set(file, readFileSync(file, 'utf8'));
    return texts.get(file);
  };
  if (!hasExternalRefs(document)) {
    const origins: Origins = new Map([['', { file: display(entry), pointer: '' }]]);
    return {
      document,
      label: spec,
      places: new SourceMap(origins, (file) => textOf(isUrl(file) ? file : resolvePath(file))),
    };
  }
  const result = await bundle({ ref: entry, config: await createConfig({}), dereference: false });
  const unresolved = result.problems.find((problem) => problem.severity === 'error') ?? result.problems[0];
  if (unresolved) {
    const where = unresolved.location[0];
    const source = where?.source.absoluteRef;
    throw new ContractError(
      `${source ? display(source) : spec}${where?.pointer ? ` at ${decodeURIComponent(where.pointer.replace(/^#/, ''))}` : ''}: ${unresolved.message}`,
    );
  }
  const bundled = checkVersion(result.bundle.parsed, spec);
  const parsed = new Map<string, unknown>([[entry, document]]);
  const load = (file: string) => {
    if (!parsed.has(file)) {
      const text = textOf(file);
      parsed.set(file, text === undefined ? undefined : parseText(text, display(file)));
    }
    return parsed.get(file);
  };
  const origins = originsOfBundle(bundled, entry, load);
  return {
    document: bundled,
    label: spec,
    places: new SourceMap(origins, (file) => textOf(isUrl(file) ? file : resolvePath(file))),
  };
}

/** This repository's contract from its sources (`openapi/src`), as `npm run gen` bundles it. */
function projectContract(files: ProjectFiles, label: string): ReadContract {
  const { document, origins } = bundleProject(files);
  return {
    document,
    label,
    places: new SourceMap(origins, (file) => (files.has(file) ? files.read(file) : undefined)),
  };
}

/** The contract at a git ref: its `openapi/src` bundled, or, for a layout these tools no longer read, its committed bundle. */
function contractAtRef(root: string, ref: string, commit: string): ReadContract {
  const files = filesAtCommit(root, ref, commit);
  const label = `git ref ${ref}`;
  let layoutProblem: string | undefined;
  if (files.has('openapi/src/openapi.yaml') && files.has('openapi/product.yaml')) {
    try {
      return projectContract(files, label);
    } catch (cause) {
      if (!(cause instanceof ContractError)) throw cause;
      layoutProblem = cause.message;
    }
  }
  if (files.has('openapi/openapi.json')) {
    const text = files.read('openapi/openapi.json');
    const document = checkVersion(parseText(text, `${label}: openapi/openapi.json`), `${label}: openapi/openapi.json`);
    const origins: Origins = new Map([['', { file: `openapi/openapi.json (at ${ref})`, pointer: '' }]]);
    return { document, label, places: new SourceMap(origins, () => text) };
  }
  throw new ContractError(
    layoutProblem
      ? `git ref '${ref}': its openapi/src cannot be bundled by this version of the tools (${layoutProblem}), and it has no openapi/openapi.json`
      : `git ref '${ref}' has no contract (neither openapi/src/openapi.yaml nor openapi/openapi.json)`,
  );
}

export interface ReadOptions {
  /** The repository: relative files and git refs are looked for there. */
  root: string;
  /** A git ref names the contract at that commit (the diff's --base and --head). */
  gitRefs?: boolean;
}

/** The working tree's contract: `openapi/src` when this repository has it, else its bundled openapi/openapi.json. */
export async function workingTreeContract(root: string): Promise<ReadContract> {
  const files = filesOnDisk(root);
  if (files.has('openapi/src/openapi.yaml') && files.has('openapi/product.yaml'))
    return projectContract(files, 'the working tree (openapi/src)');
  return readContract(join(root, 'openapi/openapi.json'), { root });
}

/** A contract named on a command line: a file (YAML or JSON, split or not), a URL, or (with gitRefs) a git ref. */
export async function readContract(spec: string, options: ReadOptions): Promise<ReadContract> {
  if (isUrl(spec)) return readDocument(spec);
  const local = isAbsolute(spec) ? spec : existsSync(spec) ? spec : join(options.root, spec);
  if (existsSync(local)) return { ...(await readDocument(local)), label: spec };
  if (options.gitRefs) {
    const commit = commitOf(options.root, spec);
    if (commit) return contractAtRef(options.root, spec, commit);
    throw new ContractError(`'${spec}' is neither a contract file, a URL nor a git ref`);
  }
  throw new ContractError(`${spec}: no such file`);
}
