import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ContractError } from '../spec/contract-error.ts';

// Every command's options: an unknown option, a missing value or a bad one is one line and the usage, exit 2 (never a
// stack trace); a contract that cannot be read or reached is one line, exit 2.

/** A command line the command cannot run: the one line to print above the usage. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/** The first line of Node's own message, in the words of a command line. */
function sentence(error: Error & { code?: string }): string {
  const unknown = /Unknown option '([^']+)'/.exec(error.message);
  if (unknown) return `unknown option ${unknown[1]}`;
  const missing = /Option '(--[\w-]+)[^']*' argument missing/.exec(error.message);
  if (missing) return `${missing[1]} needs a value`;
  const unexpected = /Unexpected argument '([^']+)'/.exec(error.message);
  if (unexpected) return `unexpected argument ${unexpected[1]}`;
  const type = /Option '(--[\w-]+)[^']*' does not take an argument/.exec(error.message);
  if (type) return `${type[1]} takes no value`;
  return error.message.split('\n')[0] ?? error.message;
}

/** `parseArgs`, strict, with its refusals turned into a UsageError. */
export function parseOptions<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false });
  } catch (cause) {
    const error = cause as Error & { code?: string };
    if (error.code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError(sentence(error));
    throw cause;
  }
}

/**
 * A script's own options, for a script with no more to refuse: parsed, or one line and the usage and exit 2.
 */
export function commandLine<T extends Options>(name: string, usage: string, options: T) {
  try {
    return parseOptions(process.argv.slice(2), options).values;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${name}: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
}

/** A whole number at least `min`, or a UsageError naming the option. */
export function wholeNumber(value: string | undefined, fallback: number, name: string, min = 0): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new UsageError(`${name} must be a whole number ≥ ${min}, got '${value}'`);
  return parsed;
}

/** One of the listed words, or a UsageError naming the option and the words. */
export function oneOf<T extends string>(value: string, words: readonly T[], name: string): T {
  if (!(words as readonly string[]).includes(value))
    throw new UsageError(`${name} must be one of ${words.join(', ')}, got '${value}'`);
  return value as T;
}

/**
 * Runs a command's body: its exit code, or, for a refused command line, one line and the usage (exit 2), for a
 * contract or an upstream that cannot be read or reached, one line (exit 2).
 */
export async function runCommand(name: string, usage: string, body: () => Promise<number> | number): Promise<never> {
  let code: number;
  try {
    code = await body();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${name}: ${error.message}\n\n${usage}`);
      code = 2;
    } else if (error instanceof ContractError || error instanceof Refusal) {
      console.error(`${name}: ${error.message}`);
      code = 2;
    } else throw error;
  }
  process.exit(code);
}

/** A run that cannot start as asked (the upstream, the mock's state): the one line to print, exit 2. */
export class Refusal extends Error {}

/** An upstream that does not answer at all: named with its URL and the error. */
export class Unreachable extends Refusal {}

/** Asks the upstream once (any answer will do) before a run, so that a wrong URL is one line, not a failed run. */
export async function checkReachable(url: string): Promise<void> {
  try {
    await fetch(url, { method: 'GET', signal: AbortSignal.timeout(10_000) });
  } catch (cause) {
    const reason = (cause as { cause?: { code?: string; message?: string } }).cause;
    const why =
      (cause as Error).name === 'TimeoutError'
        ? 'no answer within 10 s'
        : (reason?.code ?? reason?.message ?? (cause as Error).message);
    throw new Unreachable(`cannot reach ${url}: ${why}`);
  }
}
