import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

// The document pairs oasdiff's own checker tests compare, each with what the test asserts about it: read from a
// checkout of github.com/oasdiff/oasdiff (its checker/*_test.go and data/), never copied into this repository.

export type Level = 'ERR' | 'WARN' | 'INFO';
export type Verdict = 'breaking' | 'not breaking';

export interface Case {
  /** `<test file>:<test name>`. */
  id: string;
  base: string;
  revision: string;
  /** The rule ids the test asserts, with their levels. */
  expected: Array<{ id: string; level: Level }>;
  /** oasdiff's verdict on breaking-for-the-client, where the test makes it certain; undefined when it does not. */
  verdict?: Verdict;
  /** Why the verdict is certain, or why not. */
  basis: string;
}

/** Rule constants (`XxxId = "xxx"`) and their default levels (checker/rules.go). */
function ruleTable(checker: string): Map<string, { id: string; level: Level }> {
  const names = new Map<string, string>();
  for (const file of readdirSync(checker).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))) {
    for (const match of readFileSync(join(checker, file), 'utf8').matchAll(/\b(\w+Id)\s*=\s*"([a-z0-9-]+)"/g))
      names.set(match[1]!, match[2]!);
  }
  const table = new Map<string, { id: string; level: Level }>();
  const rules = readFileSync(join(checker, 'rules.go'), 'utf8');
  for (const match of rules.matchAll(/newBackwardCompatibilityRule\((\w+Id), (ERR|WARN|INFO)\b/g)) {
    const id = names.get(match[1]!);
    if (id) table.set(match[1]!, { id, level: match[2] as Level });
  }
  return table;
}

/** How many changes a test says the whole list holds (0 for an empty list), when it says. */
function listed(body: string): number | undefined {
  if (/require\.Empty\(t, errs\)/.test(body)) return 0;
  if (/requireSingle(?:Api)?Change\(/.test(body)) return 1;
  const length = /require\.Len\(t, errs, (\d+)\)/.exec(body);
  return length ? Number(length[1]) : undefined;
}

function testBodies(text: string): Array<{ name: string; body: string }> {
  const found: Array<{ name: string; body: string }> = [];
  const starts = [...text.matchAll(/^func (Test\w+)\(t \*testing\.T\) \{$/gm)];
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.index : text.length;
    found.push({ name: start[1]!, body: text.slice(start.index, end) });
  });
  return found;
}

const DATA_DIRS: Record<string, string> = {
  deprecationFile: 'deprecation',
  paramDeprecationFile: 'param-deprecation',
  requiredPropertyFile: 'required-properties',
  stabilityFile: 'stability',
};

/** The spec files a test opens, in order, by the variables they are assigned to. */
function openedFiles(body: string): Map<string, string> {
  const opened = new Map<string, string>();
  for (const match of body.matchAll(/(\w+), err :?= open\((?:"([^"]+)"|(\w+)\("([^"]+)"\))/g)) {
    const file = match[2] ?? (DATA_DIRS[match[3]!] ? `../data/${DATA_DIRS[match[3]!]}/${match[4]}` : undefined);
    if (file) opened.set(match[1]!, file);
  }
  for (const match of body.matchAll(/(\w+) := l\(t, (\d+)\)/g))
    opened.set(match[1]!, `../data/openapi-test${match[2]}.yaml`);
  for (const match of body.matchAll(/(\w+) := loadFrom\(t, "([^"]+)", (\d+)\)/g))
    opened.set(match[1]!, `${match[2]}spec${match[3]}.yaml`);
  return opened;
}

function pairOf(body: string, opened: Map<string, string>): [string, string] | undefined {
  const numbered = [...body.matchAll(/\bd\(t, diff\.NewConfig\(\), (\d+), (\d+)\)/g)];
  if (numbered.length === 1)
    return [`../data/openapi-test${numbered[0]![1]}.yaml`, `../data/openapi-test${numbered[0]![2]}.yaml`];
  const stability = [...body.matchAll(/stabilityChanges\(t, "([^"]+)", "([^"]+)", checker\.StabilityLevelBeta\)/g)];
  if (stability.length === 1) return [`../data/stability/${stability[0]![1]}`, `../data/stability/${stability[0]![2]}`];
  const diffs = [...body.matchAll(/diff\.GetWithOperationsSourcesMap\(diff\.NewConfig\(\), (\w+), (\w+)\)/g)];
  if (diffs.length !== 1) return undefined;
  const base = opened.get(diffs[0]![1]!);
  const revision = opened.get(diffs[0]![2]!);
  return base && revision && base !== revision ? [base, revision] : undefined;
}

/**
 * Every test that diffs one pair of files with the default settings, and the verdict its assertions make certain:
 * breaking when it asserts a rule at ERR; not breaking when it runs every check and asserts the whole list (empty,
 * or only INFO rules). Tests that edit a spec in code, change a setting (deprecation days, severity, attributes,
 * another stability threshold) or diff twice are left out.
 */
export function oasdiffCases(repository: string): Case[] {
  const checker = join(repository, 'checker');
  const rules = ruleTable(checker);
  const cases: Case[] = [];
  for (const file of readdirSync(checker)
    .filter((f) => f.endsWith('_test.go'))
    .sort()) {
    for (const { name, body } of testBodies(readFileSync(join(checker, file), 'utf8'))) {
      if (/\.Spec\b|WithSeverityLevels|WithAttributes|StabilityLevel =|WithStabilityLevel|set\w+BodyType\(/.test(body))
        continue;
      const deprecation = /WithDeprecation\((\d+), (\d+)\)/.exec(body);
      if (deprecation && (deprecation[1] !== '0' || deprecation[2] !== '0')) continue;
      const pair = pairOf(body, openedFiles(body));
      if (!pair) continue;
      const positive = [
        ...body.matchAll(
          /(?:requireChange|requireSingleChange|containsId)\(t?,? ?\w+, checker\.(\w+Id)\)|Id:\s+checker\.(\w+Id)|GetId\(\) == checker\.(\w+Id)/g,
        ),
      ]
        .map((m) => m[1] ?? m[2] ?? m[3]!)
        .filter((constant, i, all) => all.indexOf(constant) === i);
      const explicitErr = /Level:\s+checker\.ERR/.test(body);
      const expected = positive.flatMap((constant) => {
        const rule = rules.get(constant);
        return rule ? [rule] : [];
      });
      if (expected.length < positive.length) continue;
      const allChecks = /allChecksConfig\(|\bd\(t, |stabilityChanges\(/.test(body);
      const wholeList =
        /require\.Empty\(t, errs\)|require\.Len\(t, errs, \d+\)|requireSingleChange\(|requireSingleApiChange\(|requireApiChanges\(/.test(
          body,
        );
      const negativeOnly = positive.length === 0 && /require\.Empty\(t, errs\)/.test(body);
      let verdict: Verdict | undefined;
      let basis: string;
      if (expected.some((rule) => rule.level === 'ERR') || explicitErr) {
        verdict = 'breaking';
        basis = 'asserts a rule at ERR';
      } else if (
        allChecks &&
        (negativeOnly || (wholeList && listed(body) === expected.length)) &&
        !expected.some((rule) => rule.level === 'WARN')
      ) {
        verdict = 'not breaking';
        basis = negativeOnly ? 'every check, no change' : 'every check, only INFO';
      } else basis = expected.some((r) => r.level === 'WARN') ? 'WARN: oasdiff unsure' : 'one check only, INFO';
      cases.push({
        id: `${file}:${name}`,
        base: normalize(join(checker, pair[0])),
        revision: normalize(join(checker, pair[1])),
        expected,
        verdict,
        basis,
      });
    }
  }
  return cases;
}
