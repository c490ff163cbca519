import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadOperations, type ContractOperation } from '../contract/load-contract.ts';
import { checkResponse, formatViolation } from '../contract/response-validator.ts';
import { FIXTURE_FORMAT, isMasked, type Fixture } from './fixture.ts';
import { ReplayBook } from './replay-book.ts';

/** A fixture directory replay cannot use; the message names every broken file and why. */
export class FixtureDirectoryError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isStringRecord = (value: unknown): boolean =>
  isRecord(value) &&
  Object.values(value).every(
    (v) => typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string')),
  );

/** Why a parsed file is not a usable fixture (empty when it is one). */
function fixtureProblems(value: unknown, operations: Map<string, ContractOperation>): string[] {
  if (!isRecord(value)) return ['not a JSON object'];
  if (value.format !== FIXTURE_FORMAT) return [`format must be ${FIXTURE_FORMAT}`];
  const operation = typeof value.operationId === 'string' ? operations.get(value.operationId) : undefined;
  if (!operation) return [`operationId ${JSON.stringify(value.operationId)} is not in the contract`];
  const { request, response } = value;
  if (!isRecord(request) || !isRecord(response)) return ['request and response must be objects'];
  const problems: string[] = [];
  if (request.method !== operation.method.toUpperCase())
    problems.push(`request.method must be ${operation.method.toUpperCase()} for ${operation.operationId}`);
  if (typeof request.path !== 'string') problems.push('request.path must be a text');
  if (!isStringRecord(request.pathParams) || !isStringRecord(request.query))
    problems.push('request.pathParams and request.query must map names to texts');
  if (request.files !== undefined && !Array.isArray(request.files)) problems.push('request.files must be a list');
  if (!Number.isInteger(response.status) || (response.status as number) < 100 || (response.status as number) > 599)
    problems.push('response.status must be an HTTP status');
  if (!isStringRecord(response.headers)) problems.push('response.headers must map names to texts');
  if ([response.json, response.text, response.base64].filter((b) => b !== undefined).length > 1)
    problems.push('response holds more than one of json, text, base64');
  if (typeof value.conforms !== 'boolean' || !Array.isArray(value.violations))
    problems.push('conforms (true or false) and violations (a list) are required');
  if (problems.length > 0) return problems;
  const { files: _files, ...matched } = request;
  const { base64: _bytes, ...readable } = response;
  if (!isMasked(matched) || !isMasked(readable))
    problems.push('holds an unmasked token, code, mobile, Aadhaar or PAN number');
  if (value.conforms === true) {
    const headers = response.headers as Record<string, string>;
    const violations = checkResponse(operation, {
      status: response.status as number,
      contentType: headers['content-type'],
      headers,
      body: response.json ?? response.text,
    });
    if (violations.length > 0)
      problems.push(
        `is marked as conforming, but its answer is off the contract: ${violations.map(formatViolation).join('; ')}`,
      );
  }
  return problems;
}

/**
 * Reads every fixture in a directory (`*.json`, in name order, as the recording proxy numbers them), checks
 * each, and builds the replay book; throws a FixtureDirectoryError naming every broken file.
 */
export function loadReplayBook(dir: string, operations: ContractOperation[] = loadOperations()): ReplayBook {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new FixtureDirectoryError(`No fixture directory at ${dir}.`);
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (names.length === 0)
    throw new FixtureDirectoryError(
      `${dir} holds no fixtures (*.json files written by npm run contract:proxy -- --record ${dir}).`,
    );
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const fixtures: Fixture[] = [];
  const broken: string[] = [];
  for (const name of names) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
    } catch (cause) {
      broken.push(`${name}: not JSON (${(cause as Error).message})`);
      continue;
    }
    const problems = fixtureProblems(parsed, byId);
    if (problems.length > 0) broken.push(...problems.map((problem) => `${name}: ${problem}`));
    else fixtures.push(parsed as Fixture);
  }
  if (broken.length > 0) throw new FixtureDirectoryError(`Broken fixtures in ${dir}:\n  ${broken.join('\n  ')}`);
  return ReplayBook.of(fixtures);
}
