import { describe, expect, it, vi } from 'vitest';
import { searchOutcome, type ReadTyped } from './search-criteria.ts';

const OPTIONS = {
  designations: [
    { id: 7, label: 'Cab Driver' },
    { id: 8, label: 'Truck Driver' },
  ],
  skills: [
    { id: 3, label: 'Hindi' },
    { id: 4, label: 'Driving' },
  ],
};
const PUNE = { name: 'Pune', label: 'Pune, Maharashtra', latitude: 18.52, longitude: 73.86 };
const NOTHING = { labels: [], text: '' };
const EMPTY = { cityText: '', city: null, designations: NOTHING, skills: NOTHING };
/** 'driver' stands for both driver titles, 'hindi' for Hindi; anything else for nothing, nearest Cab Driver. */
const read: ReadTyped = (_kind, text) =>
  text === 'driver'
    ? { labels: ['Cab Driver', 'Truck Driver'], nearest: [] }
    : text === 'hindi'
      ? { labels: ['Hindi'], nearest: [] }
      : { labels: [], nearest: ['Cab Driver'] };

describe('what Search Jobs does with the form', () => {
  it('asks for a city from the list while city text is typed, whatever else is chosen', () => {
    const designations = { labels: ['Cab Driver'], text: '' };
    expect(searchOutcome({ ...EMPTY, cityText: 'Pun', designations }, OPTIONS, read)).toEqual({ kind: 'chooseCity' });
    expect(searchOutcome({ ...EMPTY, cityText: '   ' }, OPTIONS, read)).toEqual({ kind: 'noCriteria' });
  });

  it('asks for a criterion when nothing is chosen or typed, and reads nothing', () => {
    const reader = vi.fn(read);
    expect(searchOutcome({ ...EMPTY, skills: { labels: [], text: '  ' } }, OPTIONS, reader)).toEqual({
      kind: 'noCriteria',
    });
    expect(reader).not.toHaveBeenCalled();
  });

  it('searches with the ids of the labels the options know (case-insensitive), the others by label alone', () => {
    const form = {
      ...EMPTY,
      city: PUNE,
      designations: { labels: ['cab driver', 'Pilot'], text: '' },
      skills: { labels: ['Hindi'], text: '' },
    };
    expect(searchOutcome(form, OPTIONS, read)).toEqual({
      kind: 'search',
      criteria: {
        city: PUNE,
        designations: ['cab driver', 'Pilot'],
        designationIds: [7],
        skills: ['Hindi'],
        skillIds: [3],
      },
      typed: [],
    });
  });

  it('searches for what typed text stands for beside the chips, once each, and names it', () => {
    const form = {
      ...EMPTY,
      designations: { labels: ['Cab Driver'], text: ' driver ' },
      skills: { labels: [], text: 'hindi' },
    };
    expect(searchOutcome(form, OPTIONS, read)).toEqual({
      kind: 'search',
      criteria: {
        city: null,
        designations: ['Cab Driver', 'Truck Driver'],
        designationIds: [7, 8],
        skills: ['Hindi'],
        skillIds: [3],
      },
      typed: [
        { kind: 'designation', label: 'Cab Driver' },
        { kind: 'designation', label: 'Truck Driver' },
        { kind: 'skill', label: 'Hindi' },
      ],
    });
  });

  it('searches nothing when a typed text stands for nothing, naming the field and the nearest', () => {
    const form = {
      ...EMPTY,
      city: PUNE,
      designations: { labels: [], text: 'driver' },
      skills: { labels: [], text: 'Juggling ' },
    };
    expect(searchOutcome(form, OPTIONS, read)).toEqual({
      kind: 'noMatch',
      field: 'skill',
      text: 'Juggling',
      nearest: ['Cab Driver'],
    });
  });
});
