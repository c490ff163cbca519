import { describe, expect, it } from 'vitest';
import { requestedSection } from './sections.ts';

describe('requestedSection', () => {
  it('reads state scrollToSkills, state scrollTo and the hash', () => {
    expect(requestedSection({ scrollToSkills: true }, '')).toBe('skills');
    expect(requestedSection({ scrollTo: 'kyc' }, '')).toBe('kyc');
    expect(requestedSection(null, '#resume')).toBe('resume');
    expect(requestedSection(undefined, '#KYC')).toBe('kyc');
    expect(requestedSection({ scrollTo: 'elsewhere' }, '#nowhere')).toBeNull();
    expect(requestedSection(null, '')).toBeNull();
  });
});
