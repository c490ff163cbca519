import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { languageStore } from './language-store.ts';
import { phoneLanguage } from './phone-language.ts';

const phoneSpeaks = (languages: string[]) => vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => vi.restoreAllMocks());

describe('the phone’s language', () => {
  it('is the first of the phone’s languages the app speaks, by its primary subtag', () => {
    expect(phoneLanguage(['hi-IN', 'en-IN'])).toBe('hi');
    expect(phoneLanguage(['fr-FR', 'ta', 'hi'])).toBe('ta');
    expect(phoneLanguage(['KN-in'])).toBe('kn');
  });

  it('is English when none of the phone’s languages is one of the nine', () => {
    expect(phoneLanguage(['fr-FR', 'ur-IN'])).toBe('en');
    expect(phoneLanguage([])).toBe('en');
  });

  it('opens a first visit in it; a choice then stays; clearing the choice (sign-out) brings the phone’s back', () => {
    phoneSpeaks(['mr-IN', 'en-GB']);
    languageStore.sync();
    expect(languageStore.get()).toBe('mr');
    expect(document.documentElement.lang).toBe('mr');

    languageStore.set('ta');
    languageStore.sync();
    expect(languageStore.get()).toBe('ta');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('ta');

    window.localStorage.removeItem(LOCAL_KEYS.language);
    languageStore.sync();
    expect(languageStore.get()).toBe('mr');
  });
});
