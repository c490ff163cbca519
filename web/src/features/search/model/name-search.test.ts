import { describe, expect, it } from 'vitest';
import { CITY_ALIASES } from '#web/i18n/job-field-aliases.ts';
import cityNames from '#web/locales/en/cityNames.json';
import jobTitles from '#web/locales/en/jobTitles.json';
import hiCities from '#web/locales/hi/cityNames.json';
import hiTerms from '#web/locales/hi/jobTerms.json';
import hiTitles from '#web/locales/hi/jobTitles.json';
import taTitles from '#web/locales/ta/jobTitles.json';
import { matchingOptions, type FilterOption } from './labels.ts';
import { createNameSearch, type NameDictionaries } from './name-search.ts';
import { romanise } from '#web/i18n/romanise.ts';

const NONE = { jobTitles: {}, cityNames: {}, jobTerms: {} };
const dictionaries = (local: NameDictionaries['local']): NameDictionaries => ({
  local,
  cities: Object.keys(cityNames),
  cityAliases: CITY_ALIASES,
});
const hindi = createNameSearch(
  dictionaries({ jobTitles: hiTitles, cityNames: hiCities, jobTerms: hiTerms }),
  () => romanise,
);
// Bangla and Marathi have no job-field rows: their scripts meet the English names through transliteration.
const noRows = createNameSearch(dictionaries(NONE), () => romanise);
const english = createNameSearch(dictionaries(NONE), () => null);

const DESIGNATIONS: FilterOption[] = Object.keys(jobTitles).map((label, i) => ({ id: i + 1, label }));
const SKILLS: FilterOption[] = ['AutoCAD', 'C++', 'CSS', 'Driving', 'English', 'Hindi', 'Node.js', 'Tally'].map(
  (label, i) => ({ id: 100 + i, label }),
);
const titles = (search: typeof hindi, text: string, chosen: string[] = []) =>
  search.options('designation', DESIGNATIONS, text, chosen).map((option) => option.label);
const skills = (search: typeof hindi, text: string) =>
  search.options('skill', SKILLS, text, []).map((option) => option.label);

describe('suggestions in the candidate’s language and spelling', () => {
  it('finds a designation by its name in Hindi, with the English label the search sends', () => {
    expect(hindi.options('designation', DESIGNATIONS, 'डिलीवरी', [])).toEqual([
      { id: 1, label: 'Delivery Executive', local: 'डिलीवरी एग्जीक्यूटिव' },
    ]);
    expect(titles(hindi, 'ड्राइवर')).toEqual(['Truck Driver', 'Cab Driver']);
    expect(titles(hindi, 'रसोइया')).toEqual(['Cook']);
    // A vowel written short or long is the same name.
    expect(titles(hindi, 'डिलिवरी')).toEqual(['Delivery Executive']);
  });

  it('shows the name in Hindi with the English name beside it, and picks the English name', () => {
    expect(hindi.suggest('designation', DESIGNATIONS, 'कैब', [])).toEqual([
      { key: '6', label: 'कैब ड्राइवर', detail: 'Cab Driver', value: 'Cab Driver' },
    ]);
    expect(english.suggest('designation', DESIGNATIONS, 'cab', [])).toEqual([{ key: '6', label: 'Cab Driver' }]);
  });

  it('finds a designation typed in Tamil from the Tamil catalogue', () => {
    const tamil = createNameSearch(dictionaries({ ...NONE, jobTitles: taTitles }), () => romanise);
    expect(tamil.options('designation', DESIGNATIONS, 'கேப்', [])).toEqual([
      { id: 6, label: 'Cab Driver', local: 'கேப் ஓட்டுநர்' },
    ]);
  });

  it('finds Hindi names typed in Latin letters', () => {
    expect(titles(hindi, 'draivar')).toEqual(['Truck Driver', 'Cab Driver']);
    expect(titles(hindi, 'dilivari')).toEqual(['Delivery Executive']);
    expect(titles(hindi, 'rasoiya')).toEqual(['Cook']);
    expect(titles(hindi, 'kaib draivar')).toEqual(['Cab Driver']);
  });

  it('forgives near misses: sounding alike, then one typo away', () => {
    expect(titles(hindi, 'dilivery')[0]).toBe('Delivery Executive');
    expect(titles(hindi, 'drivr')).toEqual(['Truck Driver', 'Cab Driver']);
    expect(titles(english, 'dilivery')[0]).toBe('Delivery Executive');
    expect(titles(english, 'elecrtician')).toEqual(['Electrician']);
    expect(titles(english, 'secuirty')).toEqual(['Security Guard', 'Security Supervisor']);
    expect(titles(english, 'Astronaut')).toEqual([]);
    expect(titles(hindi, 'Astronaut')).toEqual([]);
  });

  it('meets the English names from a script with no catalogue rows (Bangla, Marathi) and for skills', () => {
    expect(titles(noRows, 'ড্রাইভার')).toEqual(['Truck Driver', 'Cab Driver']);
    expect(titles(noRows, 'ड्राइवर')).toEqual(['Truck Driver', 'Cab Driver']);
    expect(titles(noRows, 'ഡെലിവറി')).toEqual(['Delivery Executive']);
    expect(skills(hindi, 'हिंदी')).toEqual(['Hindi']);
    expect(skills(hindi, 'ड्राइविंग')).toEqual(['Driving']);
    expect(skills(noRows, 'ড্রাইভিং')).toEqual(['Driving']);
  });

  it('ranks the exact name first, then names starting with the text, a word starting with it, names containing it', () => {
    const options = ['Line Cook', 'Precooked Foods', 'Cookie Baker', 'Cook'].map((label, id) => ({ id, label }));
    expect(english.options('designation', options, 'cook', []).map((option) => option.label)).toEqual([
      'Cook',
      'Cookie Baker',
      'Line Cook',
      'Precooked Foods',
    ]);
    expect(titles(hindi, 'कैब')).toEqual(['Cab Driver']);
  });

  it('leaves English typed in English as it was: the same options as the substring match', () => {
    for (const text of ['e', 'cab', 'DRIVER', 'ware', 'or', 'zz', 'c++', 'node.js', 'css ']) {
      for (const options of [DESIGNATIONS, SKILLS]) {
        const before = matchingOptions(options, text, ['Cab Driver']).map((option) => option.id);
        const now = english.options('designation', options, text, ['Cab Driver']).map((option) => option.id);
        if (before.length > 0)
          expect(
            now.toSorted((a, b) => a - b),
            text,
          ).toEqual(before);
        else expect(now, text).toEqual([]);
      }
    }
    expect(english.options('designation', DESIGNATIONS, 'cab', [])).toEqual([
      { id: 6, label: 'Cab Driver', local: null },
    ]);
  });

  it('leaves chosen options out and honours the limit', () => {
    expect(titles(hindi, 'ड्राइवर', ['truck driver'])).toEqual(['Cab Driver']);
    expect(hindi.options('designation', DESIGNATIONS, 'e', [], 20)).toHaveLength(20);
  });

  it('gives the English city names for a city typed in Hindi, romanised, misspelt or by an old name', () => {
    expect(hindi.cities('पुणे', 3)).toEqual(['Pune']);
    expect(hindi.cities('मुंबई', 3)).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(hindi.cities('bangalore', 3)).toEqual(['Bengaluru']);
    expect(english.cities('mumbay', 3)[0]).toBe('Mumbai');
    expect(hindi.localName('city', 'Pune')).toBe('पुणे');
    // What the upstream's city suggestions are asked for: it knows English names only.
    expect(hindi.cityQuery('पुणे')).toBe('Pune');
    expect(hindi.cityQuery('अहमद')).toBe('Ahmed');
    expect(hindi.cityQuery('bangalore')).toBe('Bengaluru');
    expect(english.cityQuery('Pun')).toBe('Pun');
    expect(english.cityQuery('Xyzzy')).toBe('Xyzzy');
    expect(hindi.cityOption({ label: 'Pune, Maharashtra', placeId: 'p1' })).toEqual({
      key: 'p1',
      label: 'पुणे',
      detail: 'Pune, Maharashtra',
      value: 'Pune, Maharashtra',
    });
    expect(english.cityOption({ label: 'Pune, Maharashtra', placeId: 'p1' })).toEqual({
      key: 'p1',
      label: 'Pune, Maharashtra',
    });
    expect(english.localName('city', 'Pune')).toBeNull();
    expect(hindi.localName('designation', 'cab driver')).toBe('कैब ड्राइवर');
  });

  it('reads a name typed in full back to the English label, and leaves other text as typed', () => {
    expect(hindi.resolve('designation', DESIGNATIONS, ' रसोइया ')).toBe('Cook');
    expect(hindi.resolve('designation', DESIGNATIONS, 'kaib draivar')).toBe('Cab Driver');
    expect(hindi.resolve('skill', SKILLS, 'हिंदी')).toBe('Hindi');
    expect(hindi.resolve('skill', SKILLS, 'जुगलबंदी')).toBe('जुगलबंदी');
    expect(english.resolve('designation', DESIGNATIONS, 'Astronaut')).toBe('Astronaut');
    expect(english.resolve('skill', SKILLS, 'autocad')).toBe('autocad');
  });
});
