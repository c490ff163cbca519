import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(1000);
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url: `${PRODUCT_JOBS}/${url}` });
const LABEL_KEYS = encodeURIComponent('My Applications,My Referrals,My Earnings,Sign In');
const labels = async (code: string) =>
  t.json<{ data: Record<string, string> }>(await get(`fetchMultiLingualText?keys=${LABEL_KEYS}&languageCode=${code}`))
    .data;
const translate = async (text: string, code: string) =>
  t.json<{ translatedText: string }>(
    await get(`covertInputToMultiLingualText?inputText=${encodeURIComponent(text)}&targetLanguageCode=${code}`),
  ).translatedText;

/** Unicode blocks of the scripts, to check each translation is written in its own script. */
const SCRIPT: Record<string, RegExp> = {
  hi: /^[\u0900-\u097F\s-]+$/,
  mr: /^[\u0900-\u097F\s-]+$/,
  bn: /^[\u0980-\u09FF\s-]+$/,
  gu: /^[\u0A80-\u0AFF\s-]+$/,
  ta: /^[\u0B80-\u0BFF\s-]+$/,
  te: /^[\u0C00-\u0C7F\u200C\s-]+$/,
  kn: /^[\u0C80-\u0CFF\u200C\s-]+$/,
  ml: /^[\u0D00-\u0D7F\s-]+$/,
};

describe('fetchAppLanguage', () => {
  it('lists the nine app languages with their native names', async () => {
    const languages = t.json<{ code: string; name: string; nativeName: string }[]>(await get('fetchAppLanguage'));
    expect(languages.map((l) => l.code)).toEqual(['en', 'hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'ml']);
    expect(languages[1]).toEqual({ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' });
    for (const l of languages.slice(1)) expect(l.nativeName).toMatch(SCRIPT[l.code]!);
  });
});

describe('fetchMultiLingualText', () => {
  it('translates the navigation labels into Hindi', async () => {
    expect(await labels('hi')).toEqual({
      'My Applications': 'मेरे आवेदन',
      'My Referrals': 'मेरे रेफ़रल',
      'My Earnings': 'मेरी कमाई',
      'Sign In': 'साइन इन करें',
    });
  });

  it('writes every label in the script of each language', async () => {
    for (const code of Object.keys(SCRIPT)) {
      const data = await labels(code);
      expect(Object.keys(data)).toEqual(['My Applications', 'My Referrals', 'My Earnings', 'Sign In']);
      for (const text of Object.values(data)) expect(text, `${code}: ${text}`).toMatch(SCRIPT[code]!);
      expect(new Set(Object.values(data)).size).toBe(4);
    }
  });

  it('answers English as is, and keys without a translation unchanged', async () => {
    expect(await labels('en')).toEqual({
      'My Applications': 'My Applications',
      'My Referrals': 'My Referrals',
      'My Earnings': 'My Earnings',
      'Sign In': 'Sign In',
    });
    const data = t.json<{ data: Record<string, string> }>(
      await get('fetchMultiLingualText?keys=Sign%20In,Dashboard&languageCode=ta'),
    ).data;
    expect(data).toEqual({ 'Sign In': 'உள்நுழைக', Dashboard: 'Dashboard' });
  });

  it('answers 400 for an unsupported language and for missing values', async () => {
    const fr = await get(`fetchMultiLingualText?keys=${LABEL_KEYS}&languageCode=fr`);
    expect(fr.statusCode).toBe(400);
    expect(t.json(fr)).toMatchObject({ message: 'Unsupported language code: fr' });
    expect(t.json(await get(`fetchMultiLingualText?keys=${LABEL_KEYS}`))).toMatchObject({
      message: 'languageCode is required',
    });
    expect(t.json(await get('fetchMultiLingualText?languageCode=hi'))).toMatchObject({ message: 'keys is required' });
    expect(t.json(await get('fetchMultiLingualText?keys=,&languageCode=hi'))).toMatchObject({
      message: 'keys is required',
    });
  });
});

describe('covertInputToMultiLingualText', () => {
  it('translates job titles, city names and job-type terms into Hindi, Gujarati, Tamil and Telugu', async () => {
    expect(await translate('Delivery Executive', 'hi')).toBe('डिलीवरी एग्जीक्यूटिव');
    expect(await translate('Ahmedabad', 'gu')).toBe('અમદાવાદ');
    expect(await translate('Chennai', 'ta')).toBe('சென்னை');
    expect(await translate('Hyderabad', 'te')).toBe('హైదరాబాద్');
    expect(await translate('Part time', 'gu')).toBe('પાર્ટ ટાઇમ');
  });

  it('matches terms whatever their case, spacing or hyphens', async () => {
    expect(await translate('full-time', 'hi')).toBe('पूर्णकालिक');
    expect(await translate('  ON SITE ', 'ta')).toBe('அலுவலகத்தில்');
  });

  it('writes each dictionary language in its own script', async () => {
    for (const code of ['hi', 'gu', 'ta', 'te']) {
      for (const term of ['Telecaller', 'Bengaluru', 'Fresher', 'Immediate joining'])
        expect(await translate(term, code)).toMatch(SCRIPT[code]!);
    }
  });

  it('echoes a text it does not know, and any text in a language without a dictionary', async () => {
    expect(await translate('Rocket Scientist', 'hi')).toBe('Rocket Scientist');
    expect(await translate('Delivery Executive', 'en')).toBe('Delivery Executive');
    expect(await translate('Delivery Executive', 'kn')).toBe('Delivery Executive');
  });

  it('answers 400 for an unsupported language or a missing text', async () => {
    const fr = await get('covertInputToMultiLingualText?inputText=Pune&targetLanguageCode=fr');
    expect(fr.statusCode).toBe(400);
    expect(t.json(fr)).toMatchObject({ message: 'Unsupported language code: fr' });
    expect(t.json(await get('covertInputToMultiLingualText?targetLanguageCode=hi'))).toMatchObject({
      message: 'inputText is required',
    });
  });
});
