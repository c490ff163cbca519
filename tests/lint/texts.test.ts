import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findTextProblems, ownerCodeIn, readCatalogues, type Catalogues } from '../../scripts/lib/text-check.ts';

// The extraction check `npm run lint` runs over the catalogues (scripts/check-texts.ts), on the real catalogues and
// code, then with one problem planted at a time.
const repo = fileURLToPath(new URL('../..', import.meta.url));
const catalogues = readCatalogues(join(repo, 'web/src/locales'));
const ownerCode = ownerCodeIn(repo);

/** The catalogues with `change` applied to one namespace's texts in one language. */
function planted(namespace: string, language: string, change: (texts: Record<string, string>) => void): Catalogues {
  const copy = new Map([...catalogues].map(([ns, byLanguage]) => [ns, new Map(byLanguage)]));
  const texts = { ...(copy.get(namespace)?.get(language) ?? {}) };
  change(texts);
  copy.get(namespace)?.set(language, texts);
  return copy;
}

describe('the catalogues extraction check', () => {
  it('finds nothing wrong with the catalogues as they are', () => {
    expect(findTextProblems(catalogues, ownerCode)).toEqual([]);
  });

  it('reports a key a language lacks', () => {
    const problems = findTextProblems(
      planted('profile', 'ta', (texts) => delete texts['cancel']),
      ownerCode,
    );
    expect(problems).toContainEqual({ namespace: 'profile', language: 'ta', key: 'cancel', problem: 'missing' });
  });

  it('reports a key a language keeps after English dropped it', () => {
    const problems = findTextProblems(
      planted('jobs', 'hi', (texts) => (texts['card.retired'] = 'पुराना')),
      ownerCode,
    );
    expect(problems).toContainEqual({
      namespace: 'jobs',
      language: 'hi',
      key: 'card.retired',
      problem: 'not in English',
    });
  });

  it('reports an English key no code of its namespace uses, alone or with its namespace', () => {
    const problems = findTextProblems(
      planted('auth', 'en', (texts) => (texts['mobile.neverShown'] = 'Never shown')),
      ownerCode,
    );
    expect(problems).toContainEqual({ namespace: 'auth', language: 'en', key: 'mobile.neverShown', problem: 'unused' });
  });

  it("reports a sentence of the upstream's catalogue the mock no longer writes", () => {
    const problems = findTextProblems(
      planted('server', 'en', (texts) => (texts['jobClosed'] = 'This job is closed')),
      ownerCode,
    );
    expect(problems).toContainEqual({ namespace: 'server', language: 'en', key: 'jobClosed', problem: 'unused' });
  });
});
