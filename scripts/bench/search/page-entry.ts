// Bundled for the browser by scripts/bench/search-bench.ts: the search fields' matcher with the Hindi catalogues,
// and the plain substring match it replaced, over one list of every job title, job-type term and city.
import { CITY_ALIASES } from '#web/i18n/job-field-aliases.ts';
import { matchingOptions } from '#web/features/search/model/labels.ts';
import { createNameSearch } from '#web/features/search/model/name-search.ts';
import { romanise } from '#web/i18n/romanise.ts';
import cityNames from '#web/locales/en/cityNames.json';
import jobTerms from '#web/locales/en/jobTerms.json';
import jobTitles from '#web/locales/en/jobTitles.json';
import hiCities from '#web/locales/hi/cityNames.json';
import hiTerms from '#web/locales/hi/jobTerms.json';
import hiTitles from '#web/locales/hi/jobTitles.json';

const everyName = [...Object.keys(jobTitles), ...Object.keys(jobTerms), ...Object.keys(cityNames)];
const options = everyName.map((label, id) => ({ id, label }));
const search = createNameSearch(
  {
    // One list of every name, so the cities' Hindi names are read as the designations' are.
    local: { jobTitles: hiTitles, cityNames: hiCities, jobTerms: { ...hiTerms, ...hiCities } },
    cities: Object.keys(cityNames),
    cityAliases: CITY_ALIASES,
  },
  () => romanise,
);

/** Milliseconds per keystroke for each prefix of each word, each timed over `repeat` runs. */
function time(words: readonly string[], repeat: number, suggest: (text: string) => unknown): number[] {
  const times: number[] = [];
  for (const word of words) {
    for (const prefix of [...word].map((_, i) => word.slice(0, i + 1))) {
      const started = performance.now();
      for (let i = 0; i < repeat; i++) suggest(prefix);
      times.push((performance.now() - started) / repeat);
    }
  }
  return times;
}

Object.assign(globalThis, {
  searchBench: {
    names: options.length,
    ours: (words: string[], repeat: number) =>
      time(words, repeat, (text) => search.suggest('designation', options, text, [], 20)),
    plain: (words: string[], repeat: number) => time(words, repeat, (text) => matchingOptions(options, text, [], 20)),
  },
});
