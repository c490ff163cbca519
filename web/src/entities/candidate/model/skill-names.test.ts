import { describe, expect, it } from 'vitest';
import { candidateSkillNames, skillNamesIn, uniqueNames } from './skill-names.ts';

describe("the candidate's skill names", () => {
  it('reads candidate skills from a list, a comma string or an envelope', () => {
    expect(candidateSkillNames({ success: true, data: [{ skillId: 1, skillName: 'Hindi' }, 'Excel'] })).toEqual([
      'Hindi',
      'Excel',
    ]);
    expect(candidateSkillNames('Hindi, Excel, hindi')).toEqual(['Hindi', 'Excel']);
    expect(candidateSkillNames([{ id: 1, name: 'Tally', active: false }, { title: 'GST' }])).toEqual(['GST']);
  });

  it('reads names from any of their fields and keeps each once, in its first spelling', () => {
    expect(skillNamesIn([{ label: 'Tally' }, { skill_name: 'GST' }, { skillName: 'Excel', name: 'ignored' }])).toEqual([
      'Tally',
      'GST',
      'Excel',
    ]);
    expect(skillNamesIn({ skills: 'Hindi' })).toEqual([]);
    expect(uniqueNames(['  Data   Entry ', 'data entry', '', 'Hindi'])).toEqual(['Data Entry', 'Hindi']);
  });
});
