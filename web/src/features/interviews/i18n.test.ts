import { describe, expect, it } from 'vitest';
import { INTERVIEWS_TEXT } from '#machines';
import en from './locales/en.ts';

describe('the interviews texts in English', () => {
  it('are the spec texts the interview rules name', () => {
    for (const [key, text] of Object.entries(INTERVIEWS_TEXT)) expect(en[key as keyof typeof en], key).toBe(text);
  });
});
