import { describe, expect, it } from 'vitest';
import { INDIAN_MOBILE } from '#contract/rules.ts';
import { person, validMobile } from './generate-people.ts';
import { createRng } from './rng.ts';

// The client's full-name rule: letters and spaces only, 2 to 50 characters.
const FULL_NAME = /^[A-Za-z ]{2,50}$/;

describe('validMobile', () => {
  it('gives 10 digits starting with each of 6 to 9', () => {
    const rng = createRng(1);
    const firsts = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const mobile = validMobile(rng);
      expect(mobile).toMatch(INDIAN_MOBILE.pattern);
      firsts.add(mobile[0] ?? '');
    }
    expect([...firsts].sort()).toEqual(['6', '7', '8', '9']);
  });
});

describe('person', () => {
  it('is the same person for the same seed', () => {
    expect(person(createRng(42))).toEqual(person(createRng(42)));
    expect(person(createRng(42))).not.toEqual(person(createRng(43)));
  });

  it('makes names the client accepts, matching e-mails and valid mobiles', () => {
    const rng = createRng(2);
    let withMiddle = 0;
    for (let i = 0; i < 300; i++) {
      const p = person(rng);
      expect(p.fullName).toMatch(FULL_NAME);
      expect(p.fullName).toBe([p.firstName, p.middleName, p.lastName].filter(Boolean).join(' '));
      expect(p.email).toMatch(new RegExp(`^${p.firstName}\\.${p.lastName}\\d*@[a-z.]+$`, 'i'));
      expect(p.mobile).toMatch(INDIAN_MOBILE.pattern);
      if (p.middleName !== undefined) withMiddle++;
    }
    expect(withMiddle).toBeGreaterThan(20);
    expect(withMiddle).toBeLessThan(120);
  });

  it('uses a work address at the given domain', () => {
    const p = person(createRng(3), { emailDomain: 'nimbussoftech.in' });
    expect(p.email).toBe(`${p.firstName}.${p.lastName}@nimbussoftech.in`.toLowerCase());
  });
});
