import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffContracts } from '../diff/diff.ts';
import { root } from '../diff/testing/real-contract.ts';
import { ContractError } from './contract-error.ts';
import { readContract } from './read-contract.ts';

const PETS = 'conformance/spec/testing/pets';
const dir = mkdtempSync(join(tmpdir(), 'read-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
};
const commit = (cwd: string, message: string) =>
  git(cwd, '-c', 'user.name=t', '-c', 'user.email=t@example.in', 'commit', '-qam', message);

/** A copy of the pets contract with one file edited. */
function editedPets(name: string, file: string, edit: (text: string) => string): string {
  const copy = join(dir, name);
  cpSync(join(root, PETS), copy, { recursive: true });
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  const edited = edit(text);
  expect(edited).not.toBe(text);
  writeFileSync(path, edited);
  return join(copy, 'openapi.yaml');
}

describe('a contract split across YAML files with relative $refs (OpenAPI 3.0)', () => {
  it('is bundled into one document with its components, and each part is found in its file and line', async () => {
    const { document, places } = await readContract(join(PETS, 'openapi.yaml'), { root });
    expect(Object.keys(document.paths as object)).toEqual(['/pets', '/pets/{petId}']);
    expect(Object.keys((document.components as { schemas: object }).schemas).sort()).toEqual([
      'error',
      'new-pet',
      'pet',
    ]);
    expect(places.place('/components/schemas/pet/properties/tag')).toEqual({
      file: `${PETS}/schemas/pet.yaml`,
      line: 16,
    });
    expect(places.place('/paths/~1pets~1{petId}/get/responses/404')).toEqual({
      file: `${PETS}/paths/pet.yaml`,
      line: 32,
    });
  });

  it('a change in a referenced file is reported at that file and line, in the 3.0 way of writing nullable', async () => {
    const head = editedPets('not-nullable', 'schemas/pet.yaml', (text) => text.replace('    nullable: true\n', ''));
    const base = await readContract(join(PETS, 'openapi.yaml'), { root });
    const changed = await readContract(head, { root });
    const changes = diffContracts(base.document, changed.document, null, {
      places: { base: base.places, head: changed.places },
    });
    expect(changes.map((c) => [c.operationId, c.kind, c.side, c.breaks, c.source?.replace(dir, '<copy>')])).toEqual([
      ['listPets', 'nullable-removed', 'response', 'upstream', expect.stringMatching(/schemas\/pet\.yaml:16$/)],
      ['addPet', 'nullable-removed', 'response', 'upstream', expect.stringMatching(/schemas\/pet\.yaml:16$/)],
      ['getPet', 'nullable-removed', 'response', 'upstream', expect.stringMatching(/schemas\/pet\.yaml:16$/)],
    ]);
  });

  it('is read from a URL, its relative $refs fetched from beside it', async () => {
    const server: Server = createServer((request, response) => {
      try {
        response.end(
          readFileSync(join(root, PETS, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))),
        );
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const { document } = await readContract(`http://127.0.0.1:${port}/openapi.yaml`, { root });
      expect(Object.keys((document.components as { schemas: object }).schemas)).toHaveLength(3);
      await expect(readContract(`http://127.0.0.1:${port}/missing.yaml`, { root })).rejects.toThrow(
        new ContractError(`http://127.0.0.1:${port}/missing.yaml: answered HTTP 404`),
      );
    } finally {
      server.close();
    }
  });
});

describe('a document the tools cannot read is one line saying what and why', () => {
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it.each([
    [
      'swagger.yaml',
      'swagger: "2.0"\ninfo: {title: x, version: "1"}\npaths: {}\n',
      'Swagger 2.0 (OpenAPI 2); the tools read OpenAPI 3.0 and 3.1 — convert it first',
    ],
    ['plain.yaml', 'title: not a contract\n', "not an OpenAPI document (no 'openapi' version field)"],
    [
      'future.json',
      '{"openapi": "4.0.0", "info": {}, "paths": {}}',
      "OpenAPI version '4.0.0'; the tools read OpenAPI 3.0 and 3.1",
    ],
    ['broken.yaml', 'openapi: 3.1.0\ninfo: {title: x\n', 'not valid YAML'],
    ['broken.json', '{"openapi": "3.1.0",', 'not valid JSON'],
  ])('%s', async (name, text, why) => {
    const file = write(name, text);
    await expect(readContract(file, { root })).rejects.toThrow(ContractError);
    await expect(readContract(file, { root })).rejects.toThrow(why);
  });

  it('a $ref to a file that is not there names the file and the place of the $ref', async () => {
    const head = editedPets('missing-ref', 'paths/pets.yaml', (text) =>
      text.replace("'../schemas/error.yaml'", "'../schemas/gone.yaml'"),
    );
    await expect(readContract(head, { root })).rejects.toThrow(
      /paths\/pets\.yaml at \/get\/responses\/401\/content\/application~1json\/schema: Can't resolve \$ref/,
    );
  });

  it('a file that is not there, and a name that is neither file, URL nor git ref', async () => {
    await expect(readContract('no-such.yaml', { root })).rejects.toThrow(
      new ContractError('no-such.yaml: no such file'),
    );
    await expect(readContract('no-such-ref', { root, gitRefs: true })).rejects.toThrow(
      new ContractError("'no-such-ref' is neither a contract file, a URL nor a git ref"),
    );
  });
});

describe("a git ref: this repository's contract at that commit", () => {
  let repo: string;
  beforeAll(() => {
    repo = join(dir, 'repo');
    git(dir, 'init', '-q', repo);
    cpSync(join(root, 'openapi/src'), join(repo, 'openapi/src'), { recursive: true });
    cpSync(join(root, 'openapi/product.yaml'), join(repo, 'openapi/product.yaml'));
    cpSync(join(root, 'openapi/openapi.json'), join(repo, 'openapi/openapi.json'));
    git(repo, 'add', '-A');
    commit(repo, 'one');
  });

  it("HEAD's sources bundle to HEAD's committed openapi.json, with each part's place in openapi/src", async () => {
    const committed = JSON.parse(git(root, 'show', 'HEAD:openapi/openapi.json')) as Record<string, unknown>;
    const { document, places } = await readContract('HEAD', { root, gitRefs: true });
    expect(diffContracts(document, committed, null)).toEqual([]);
    expect(places.place('/components/schemas/AppLanguage/properties/nativeName')?.file).toBe(
      'openapi/src/paths/language.yaml',
    );
  });

  it('an earlier commit is bundled from its own sources, and a removal is placed at the line it had there', async () => {
    const file = join(repo, 'openapi/src/paths/language.yaml');
    const source = readFileSync(file, 'utf8');
    const line = source.split('\n').findIndex((text) => /^ {8}nativeName: \{/.test(text)) + 1;
    writeFileSync(file, source.replace(/\n {8}nativeName: \{[^\n]*\}\n/, '\n'));
    commit(repo, 'two');
    const base = await readContract('HEAD~1', { root: repo, gitRefs: true });
    const head = await readContract('HEAD', { root: repo, gitRefs: true });
    const changes = diffContracts(base.document, head.document, null, {
      places: { base: base.places, head: head.places },
    });
    expect(changes.map((c) => [c.operationId, c.kind, c.pointer, c.breaks, c.source])).toContainEqual([
      'fetchAppLanguage',
      'property-removed',
      '/components/schemas/AppLanguage/properties/nativeName',
      'client',
      `openapi/src/paths/language.yaml:${line}`,
    ]);
  });

  it('a commit whose openapi/src these tools cannot bundle is read from its committed openapi.json', async () => {
    const file = join(repo, 'openapi/src/paths/language.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('x-supported:', 'x-languages:'));
    commit(repo, 'an older layout');
    const { document, places } = await readContract('HEAD', { root: repo, gitRefs: true });
    expect(Object.keys(document.paths as object).length).toBeGreaterThan(10);
    expect(places.place('/paths')?.file).toBe('openapi/openapi.json (at HEAD)');
    rmSync(join(repo, 'openapi/openapi.json'));
    git(repo, 'add', '-A');
    commit(repo, 'no bundle either');
    await expect(readContract('HEAD', { root: repo, gitRefs: true })).rejects.toThrow(
      new ContractError(
        "git ref 'HEAD': its openapi/src cannot be bundled by this version of the tools (components.schemas.LanguageCode needs x-supported), and it has no openapi/openapi.json",
      ),
    );
  });
});
