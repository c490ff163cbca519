import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '#mock/testing/for-clients.ts';
import { DESIGNATIONS } from '#mock/testing/for-clients.ts';
import { i18n, JOB_FIELD_NAMESPACES } from '#web/i18n/index.ts';
import { loadCatalogue } from '#web/i18n/catalogue-files.ts';
import cityNames from '#web/locales/en/cityNames.json';
import jobTerms from '#web/locales/en/jobTerms.json';
import jobTitles from '#web/locales/en/jobTitles.json';
import { loadJobDictionary, type JobDictionary } from './translate-job-field.ts';

const SCRIPTS = {
  hi: /\p{Script=Devanagari}/u,
  gu: /\p{Script=Gujarati}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
};
const LATIN = /\p{Script=Latin}/u;
type Texts = Readonly<Record<string, string>>;
const ENGLISH: Readonly<Record<(typeof JOB_FIELD_NAMESPACES)[number], Texts>> = { jobTitles, cityNames, jobTerms };

let translateJobField: JobDictionary['translateJobField'];
let translateJobText: JobDictionary['translateJobText'];

describe('job field translations', () => {
  beforeAll(async () => {
    ({ translateJobField, translateJobText } = await loadJobDictionary());
    await i18n.loadLanguages(Object.keys(SCRIPTS));
  });

  it('cover every designation and city of the mock world, in the right script for hi, gu, ta and te', async () => {
    const titles = Object.keys(jobTitles);
    for (const designation of DESIGNATIONS) expect(titles, designation.name).toContain(designation.name);
    const cities = Object.keys(cityNames);
    for (const city of CITIES) expect(cities, city.name).toContain(city.name);

    for (const namespace of JOB_FIELD_NAMESPACES) {
      for (const [code, script] of Object.entries(SCRIPTS)) {
        // As the client fetches them with the language's other texts.
        const texts = (await loadCatalogue(code, namespace)) ?? {};
        expect(Object.keys(texts), `${code}/${namespace}.json`).toEqual(Object.keys(ENGLISH[namespace]));
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
