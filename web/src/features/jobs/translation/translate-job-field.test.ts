import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '#mock/testing/for-clients.ts';
import { DESIGNATIONS } from '#mock/testing/for-clients.ts';
import { i18n } from '#web/i18n/index.ts';
import { loadJobDictionary, type JobDictionary } from './translate-job-field.ts';

const SCRIPTS = {
  hi: /\p{Script=Devanagari}/u,
  gu: /\p{Script=Gujarati}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
};
const LATIN = /\p{Script=Latin}/u;
const NAMESPACES = ['jobTitles', 'cityNames', 'jobTerms'] as const;
type Texts = Record<string, string>;
const files = import.meta.glob<Texts>('../../../locales/*/{jobTitles,cityNames,jobTerms}.json', {
  eager: true,
  import: 'default',
});
/** One language's job-field catalogue. */
const catalogue = (code: string, namespace: string): Texts => files[`../../../locales/${code}/${namespace}.json`] ?? {};

let translateJobField: JobDictionary['translateJobField'];
let translateJobText: JobDictionary['translateJobText'];

describe('job field translations', () => {
  beforeAll(async () => {
    ({ translateJobField, translateJobText } = await loadJobDictionary());
    await i18n.loadLanguages(Object.keys(SCRIPTS));
  });

  it('cover every designation and city of the mock world, in the right script for hi, gu, ta and te', () => {
    const titles = Object.keys(catalogue('en', 'jobTitles'));
    for (const designation of DESIGNATIONS) expect(titles, designation.name).toContain(designation.name);
    const cities = Object.keys(catalogue('en', 'cityNames'));
    for (const city of CITIES) expect(cities, city.name).toContain(city.name);

    for (const namespace of NAMESPACES) {
      for (const [code, script] of Object.entries(SCRIPTS)) {
        const texts = catalogue(code, namespace);
        expect(Object.keys(texts), `${code}/${namespace}.json`).toEqual(Object.keys(catalogue('en', namespace)));
        for (const [english, text] of Object.entries(texts)) {
          expect(text, `${english} in ${code}`).toMatch(script);
          expect(text, `${english} in ${code}`).not.toMatch(LATIN);
        }
      }
    }
  });

  it('translates a job title, a city and a job-type term', () => {
    expect(translateJobField('jobName', 'Delivery Executive', 'hi')).toBe('डिलीवरी एग्जीक्यूटिव');
    expect(translateJobField('jobName', 'software engineer', 'ta')).toBe('மென்பொருள் பொறியாளர்');
    expect(translateJobField('cityName', 'Ahmedabad', 'gu')).toBe('અમદાવાદ');
    expect(translateJobField('cityName', 'Bangalore', 'te')).toBe('బెంగళూరు');
    expect(translateJobText('Full-time', 'hi')).toBe('पूर्णकालिक');
    expect(translateJobText('Immediate joining', 'ta')).toBe('உடனடி சேர்க்கை');
  });

  it('translates the job-type terms and city names inside job details', () => {
    const details = 'Deliver parcels for Swift Logistics, Pune (Full time, On-site). Fresher candidates welcome.';
    expect(translateJobField('jobDetails', details, 'te')).toBe(
      'Deliver parcels for Swift Logistics, పుణె (పూర్తి సమయం, ఆన్-సైట్). ఫ్రెషర్ candidates welcome.',
    );
  });

  it('leaves English, the other languages and unknown text as they are', () => {
    expect(translateJobField('jobName', 'Delivery Executive', 'en')).toBe('Delivery Executive');
    expect(translateJobField('jobName', 'Delivery Executive', 'bn')).toBe('Delivery Executive');
    expect(translateJobField('cityName', 'Springfield', 'hi')).toBe('Springfield');
    expect(translateJobField('jobName', null, 'hi')).toBe('');
  });
});
