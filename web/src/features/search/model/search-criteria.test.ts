import { describe, expect, it } from 'vitest';
import { searchOutcome } from './search-criteria.ts';

const OPTIONS = {
  designations: [{ id: 7, label: 'Cab Driver' }],
  skills: [
    { id: 3, label: 'Hindi' },
    { id: 4, label: 'Driving' },
  ],
};
const PUNE = { name: 'Pune', label: 'Pune, Maharashtra', latitude: 18.52, longitude: 73.86 };
const EMPTY = { cityText: '', city: null, designations: [], skills: [] };

describe('what Search Jobs does with the form', () => {
  it('asks for a city from the list while city text is typed, whatever else is chosen', () => {
    expect(searchOutcome({ ...EMPTY, cityText: 'Pun', designations: ['Cab Driver'] }, OPTIONS)).toEqual({
      kind: 'chooseCity',
    });
    expect(searchOutcome({ ...EMPTY, cityText: '   ' }, OPTIONS)).toEqual({ kind: 'noCriteria' });
  });

  it('asks for a criterion when nothing is chosen', () => {
    expect(searchOutcome(EMPTY, OPTIONS)).toEqual({ kind: 'noCriteria' });
  });

  it('searches with the ids of the labels the options know (case-insensitive), the others by label alone', () => {
    expect(
      searchOutcome({ ...EMPTY, city: PUNE, designations: ['cab driver', 'Pilot'], skills: ['Hindi'] }, OPTIONS),
    ).toEqual({
      kind: 'search',
      criteria: {
        city: PUNE,
        designations: ['cab driver', 'Pilot'],
        designationIds: [7],
        skills: ['Hindi'],
        skillIds: [3],
      },
    });
  });
});
