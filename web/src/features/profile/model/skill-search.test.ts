import { describe, expect, it } from 'vitest';
import skillNames from '#web/locales/en/skillNames.json';
import hiSkills from '#web/locales/hi/skillNames.json';
import { romanise } from '#web/i18n/names/romanise.ts';
import { createSkillSearch } from './skill-search.ts';

// The upstream's catalogue of skills, in its order.
const ACTIVE = Object.keys(skillNames).map((name, i) => ({ id: i + 1, name }));
const hindiName = (english: string) => (hiSkills as Record<string, string>)[english] ?? english;
const hindi = createSkillSearch(ACTIVE, hindiName, () => romanise);
const english = createSkillSearch(
  ACTIVE,
  (name) => name,
  () => romanise,
);
const names = (found: { name: string }[]) => found.map((skill) => skill.name);
const DRIVING = ['Two-Wheeler Driving', 'Four-Wheeler Driving', 'Heavy Vehicle Driving'];

describe('Add Skills search', () => {
  it('finds a skill by its Hindi name, or by the English name written in Hindi, with the English name it is saved as', () => {
    expect(hindi('चलाना', 10)).toEqual(
      DRIVING.map((name) => ({ id: ACTIVE.find((s) => s.name === name)!.id, name, local: hindiName(name) })),
    );
    expect(hindiName('Two-Wheeler Driving')).toBe('दोपहिया वाहन चलाना');
    // The Hindi placeholder's example: 'ड्राइविंग', the English word in Devanagari.
    expect(names(hindi('ड्राइविंग', 10))).toEqual(DRIVING);
    expect(names(hindi('हिंदी', 10))).toEqual(['Hindi']);
  });

  it('finds a skill typed in any script, in Latin letters or misspelt, whatever the chosen language', () => {
    expect(names(english('ड्राइविंग', 10))).toEqual(DRIVING);
    expect(names(english('ড্রাইভিং', 10))).toEqual(DRIVING);
    expect(names(english('ಡ್ರೈವಿಂಗ್', 10))).toEqual(DRIVING);
    expect(names(hindi('dopahiya', 10))).toEqual(['Two-Wheeler Driving']);
    expect(names(english('excle', 10))).toEqual(expect.arrayContaining(['Microsoft Excel', 'Advanced Excel']));
    expect(english('Qwertyuiop', 10)).toEqual([]);
  });

  it('lists every skill, up to the limit, while nothing is typed; English names have no second name', () => {
    expect(names(hindi('  ', 3))).toEqual(ACTIVE.slice(0, 3).map((skill) => skill.name));
    expect(english('', 1)).toEqual([{ ...ACTIVE[0], local: null }]);
  });
});
