import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { oasdiffCases, type Case, type Verdict } from './oasdiff-cases.ts';

/** One document pair and oasdiff's verdict on it, from the tests that compare it. */
export interface Pair {
  /** `base → revision`, as paths inside the oasdiff repository. */
  name: string;
  base: string;
  revision: string;
  verdict?: Verdict;
  tests: string[];
  /** The rules oasdiff's tests expect on this pair. */
  rules: string[];
  /** Held out: never looked at while the diff was tuned (a third of the pairs, by a hash of their names). */
  heldOut: boolean;
}

/** The pairs, each once: breaking if any test asserts an ERR rule on it; not breaking if a whole-list test says so. */
export function agreementCorpus(repository: string): Pair[] {
  const byName = new Map<string, { cases: Case[] }>();
  for (const c of oasdiffCases(repository)) {
    const name = `${relative(repository, c.base)} → ${relative(repository, c.revision)}`;
    (byName.get(name) ?? byName.set(name, { cases: [] }).get(name)!).cases.push(c);
  }
  return [...byName.entries()].map(([name, { cases }]) => {
    const verdicts = new Set(cases.map((c) => c.verdict).filter(Boolean));
    const verdict = verdicts.size === 1 ? [...verdicts][0] : undefined;
    const digest = createHash('sha256').update(name).digest();
    return {
      name,
      base: cases[0]!.base,
      revision: cases[0]!.revision,
      verdict,
      tests: cases.map((c) => c.id),
      rules: [...new Set(cases.flatMap((c) => c.expected.map((e) => `${e.id} (${e.level})`)))],
      heldOut: digest[0]! % 3 === 0,
    };
  });
}
