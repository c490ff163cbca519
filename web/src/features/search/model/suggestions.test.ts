import { describe, expect, it } from 'vitest';
import { addUnique, idsForLabels, matchingOptions } from './labels.ts';
import { normalizeSuggestions } from './normalize-suggestions.ts';
import { cityNameOf, cityQuery } from './suggestions.ts';

const pune = { label: 'Pune, Maharashtra', placeId: 'place-pune' };

describe('normalizeSuggestions', () => {
  it.each([
    ['a list', [{ label: 'Pune, Maharashtra', placeId: 'place-pune' }]],
    ['predictions', { predictions: [{ description: 'Pune, Maharashtra', place_id: 'place-pune' }] }],
    ['results', { results: [{ name: 'Pune, Maharashtra', placeId: 'place-pune' }] }],
    ['items', { items: [{ label: 'Pune, Maharashtra', place_id: 'place-pune' }] }],
  ])('reads %s', (_, answer) => {
    expect(normalizeSuggestions(answer)).toEqual([pune]);
  });

  it('gives nothing for other shapes and skips unnamed entries', () => {
    expect(normalizeSuggestions({ data: [pune] })).toEqual([]);
    expect(normalizeSuggestions(null)).toEqual([]);
    expect(normalizeSuggestions([{ placeId: 'x' }, pune])).toEqual([pune]);
  });
});

describe('city query', () => {
  it('trims and needs 3 characters', () => {
    expect(cityQuery('  Pu ')).toBeNull();
    expect(cityQuery(' Pun ')).toBe('Pun');
    expect(cityNameOf('Pune, Maharashtra')).toBe('Pune');
  });
});

describe('labels', () => {
  const options = [
    { id: 6, label: 'Cab Driver' },
    { id: 65, label: 'Cook' },
  ];

  it('adds a label once, case-insensitively', () => {
    expect(addUnique(['Cook'], '  cook ')).toEqual(['Cook']);
    expect(addUnique(['Cook'], 'Cab  Driver')).toEqual(['Cook', 'Cab Driver']);
    expect(addUnique(['Cook'], '   ')).toEqual(['Cook']);
  });

  it('maps labels to ids case-insensitively and ignores unmapped ones', () => {
    expect(idsForLabels(['cab driver', 'Plumber', 'COOK'], options)).toEqual([6, 65]);
  });

  it('offers the options containing the text, minus the chosen ones, up to a limit', () => {
    expect(matchingOptions(options, 'c', [], 1)).toEqual([options[0]]);
    expect(matchingOptions(options, 'C', ['cab driver'])).toEqual([options[1]]);
  });
});
