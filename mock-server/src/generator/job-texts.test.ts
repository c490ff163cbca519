import { describe, expect, it } from 'vitest';
import { DESIGNATIONS } from './data/designations.ts';
import { buildJobTexts, fillTemplate, withArticle } from './job-texts.ts';
import { createRng } from './rng.ts';

const designation = (name: string) => {
  const found = DESIGNATIONS.find((d) => d.name === name);
  if (found === undefined) throw new Error(`no designation ${name}`);
  return found;
};

describe('withArticle', () => {
  it('uses the article the role is spoken with', () => {
    expect(withArticle('Area Sales Manager')).toBe('an Area Sales Manager');
    expect(withArticle('HR Executive')).toBe('an HR Executive');
    expect(withArticle('ICU Nurse')).toBe('an ICU Nurse');
    expect(withArticle('QA Engineer')).toBe('a QA Engineer');
    expect(withArticle('Delivery Executive')).toBe('a Delivery Executive');
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{company} in {city} {x}', { company: 'Nimbus Softech', city: 'Pune' })).toBe(
      'Nimbus Softech in Pune {x}',
    );
  });
});

describe('buildJobTexts', () => {
  it('writes a description, requirements and responsibilities for the role', () => {
    const texts = buildJobTexts(
      {
        designation: designation('Delivery Executive'),
        companyName: 'Swiftkart Logistics',
        cityName: 'Bengaluru',
        experience: 'Fresher',
        workMode: 'On-site',
        skillNames: ['Two-Wheeler Driving', 'Hindi'],
      },
      createRng(1),
    );
    expect(texts.jobDescription).toContain('Swiftkart Logistics');
    expect(texts.jobDescription).toContain('Bengaluru');
    expect(texts.jobDescription).not.toMatch(/[{}]/);
    const requirements = texts.requirements.split('\n');
    expect(requirements[0]).toBe('Freshers are welcome to apply.');
    expect(requirements).toContain('Working knowledge of Two-Wheeler Driving and Hindi.');
    expect(requirements).toContain('Own a two-wheeler with a valid driving licence and an Android smartphone.');
    expect(texts.responsibilities.split('\n')).toHaveLength(4);
  });

  it('states experience and a remote work mode', () => {
    const texts = buildJobTexts(
      {
        designation: designation('HR Executive'),
        companyName: 'TalentSetu Staffing',
        cityName: 'Pune',
        experience: '2-4 years',
        workMode: 'Remote',
        skillNames: ['Recruitment'],
      },
      createRng(2),
    );
    expect(texts.jobDescription).toContain('This is a remote role.');
    expect(texts.requirements).toContain('2-4 years of experience as an HR Executive or in a similar role.');
  });
});
