import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_SKILLS, CITIES, DESIGNATIONS, EXPERIENCE_LEVELS } from '#mock/testing/for-clients.ts';
import { i18n, JOB_FIELD_NAMESPACES, languageStore } from '#web/i18n/index.ts';
import { loadCatalogue } from '#web/i18n/catalogue-files.ts';
import cityNames from '#web/locales/en/cityNames.json';
import jobExperience from '#web/locales/en/jobExperience.json';
import jobTerms from '#web/locales/en/jobTerms.json';
import jobTitles from '#web/locales/en/jobTitles.json';
import skillNames from '#web/locales/en/skillNames.json';
import { loadJobDictionary, useJobFieldText, type JobDictionary } from './job-field-text.ts';

const SCRIPTS = {
  hi: /\p{Script=Devanagari}/u,
  gu: /\p{Script=Gujarati}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
};
const LATIN = /\p{Script=Latin}/u;
type Texts = Readonly<Record<string, string>>;
const ENGLISH: Readonly<Record<(typeof JOB_FIELD_NAMESPACES)[number], Texts>> = {
  jobTitles,
  cityNames,
  jobTerms,
  skillNames,
  jobExperience,
};
/** A text's words, without its {{placeholders}}. */
const words = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '');

let translateJobField: JobDictionary['translateJobField'];

describe('job field translations', () => {
  beforeAll(async () => {
    ({ translateJobField } = await loadJobDictionary());
    await i18n.loadLanguages(Object.keys(SCRIPTS));
  });

  it('cover every designation, city, skill and experience of the mock world, in the script of hi, gu, ta and te', async () => {
    const titles = Object.keys(jobTitles);
    for (const designation of DESIGNATIONS) expect(titles, designation.name).toContain(designation.name);
    const cities = Object.keys(cityNames);
    for (const city of CITIES) expect(cities, city.name).toContain(city.name);
    const skills = Object.keys(skillNames);
    for (const skill of ACTIVE_SKILLS) expect(skills, skill.skillName).toContain(skill.skillName);

    for (const namespace of JOB_FIELD_NAMESPACES) {
      for (const [code, script] of Object.entries(SCRIPTS)) {
        // As the client fetches them with the language's other texts.
        const texts = (await loadCatalogue(code, namespace)) ?? {};
        expect(Object.keys(texts), `${code}/${namespace}.json`).toEqual(Object.keys(ENGLISH[namespace]));
        for (const [english, text] of Object.entries(texts)) {
          expect(text, `${english} in ${code}`).toMatch(script);
          expect(words(text), `${english} in ${code}`).not.toMatch(LATIN);
        }
      }
    }
    for (const [code, script] of Object.entries(SCRIPTS)) {
      for (const experience of EXPERIENCE_LEVELS) {
        const text = translateJobField('experience', experience, code);
        expect(text, `${experience} in ${code}`).toMatch(script);
        expect(text, `${experience} in ${code}`).not.toMatch(LATIN);
      }
    }
  });

  it('translates a job title, a city, a job-type term and a skill', () => {
    expect(translateJobField('title', 'Delivery Executive', 'hi')).toBe('डिलीवरी एग्जीक्यूटिव');
    expect(translateJobField('title', 'software engineer', 'ta')).toBe('மென்பொருள் பொறியாளர்');
    expect(translateJobField('city', 'Ahmedabad', 'gu')).toBe('અમદાવાદ');
    expect(translateJobField('city', 'Bangalore', 'te')).toBe('బెంగళూరు');
    expect(translateJobField('term', 'Full-time', 'hi')).toBe('पूर्णकालिक');
    expect(translateJobField('term', 'Immediate joining', 'ta')).toBe('உடனடி சேர்க்கை');
    expect(translateJobField('skill', 'Two-Wheeler Driving', 'hi')).toBe('दोपहिया वाहन चलाना');
    expect(translateJobField('skill', 'customer support', 'ta')).toBe('வாடிக்கையாளர் ஆதரவு');
    expect(translateJobField('skill', 'Tally ERP', 'gu')).toBe('ટેલી ઈઆરપી');
  });

  it("writes 'N-M years', 'N+ years' and 'N years' in the language's words, the year in the plural the count asks for", () => {
    expect(translateJobField('experience', '0-1 years', 'hi')).toBe('0-1 साल');
    expect(translateJobField('experience', '0-1 years', 'ta')).toBe('0-1 ஆண்டு');
    expect(translateJobField('experience', '1-3 years', 'ta')).toBe('1-3 ஆண்டுகள்');
    expect(translateJobField('experience', '2 to 4 yrs', 'te')).toBe('2-4 సంవత్సరాలు');
    expect(translateJobField('experience', '1 year', 'te')).toBe('1 సంవత్సరం');
    expect(translateJobField('experience', '5+ years', 'gu')).toBe('5+ વર્ષ');
    expect(translateJobField('experience', 'Fresher', 'hi')).toBe('फ्रेशर');
  });

  it('leaves English, the other languages and unknown text as they are', () => {
    expect(translateJobField('title', 'Delivery Executive', 'en')).toBe('Delivery Executive');
    expect(translateJobField('title', 'Delivery Executive', 'bn')).toBe('Delivery Executive');
    expect(translateJobField('city', 'Springfield', 'hi')).toBe('Springfield');
    expect(translateJobField('skill', 'Underwater Basket Weaving', 'ta')).toBe('Underwater Basket Weaving');
    expect(translateJobField('experience', 'Some experience preferred', 'hi')).toBe('Some experience preferred');
    expect(translateJobField('experience', '0-1 years', 'en')).toBe('0-1 years');
    expect(translateJobField('title', null, 'hi')).toBe('');
  });
});

function Fields() {
  const field = useJobFieldText();
  return (
    <ul>
      <li>{field.title('Picker Packer')}</li>
      <li>{field.city('Chennai')}</li>
      <li>{field.skill('Picking and Packing')}</li>
      <li>{field.experience('0-1 years')}</li>
      <li>{field.term('Part time')}</li>
      <li>{field.skill('Knot Tying')}</li>
    </ul>
  );
}

describe('useJobFieldText', () => {
  it('shows every kind of job field in the chosen language, and again in English', async () => {
    render(<Fields />);
    expect(screen.getByText('Picker Packer')).toBeInTheDocument();
    await act(() => languageStore.set('ta'));
    expect(await screen.findByText('பிக்கர் பேக்கர்')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'பிக்கர் பேக்கர்',
      'சென்னை',
      'பொருள் எடுத்தல் மற்றும் பேக்கிங்',
      '0-1 ஆண்டு',
      'பகுதி நேரம்',
      'Knot Tying',
    ]);
    await act(() => languageStore.set('en'));
    expect(await screen.findByText('Picker Packer')).toBeInTheDocument();
    expect(screen.getByText('0-1 years')).toBeInTheDocument();
  });
});
