import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CallError } from '#web/api/index.ts';
import { useToast } from '#web/ui/index.ts';
import { searchNs } from '../i18n.ts';
import type { ChosenCity } from '../model/search-criteria.ts';
import { cityNameOf, type CitySuggestion } from '../model/suggestions.ts';

/** Turns a chosen suggestion into a city with coordinates (place details), or explains why not. */
export function useAddCity() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(searchNs);
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const addCity = useCallback(
    async (suggestion: CitySuggestion): Promise<ChosenCity | null> => {
      // A suggestion without a place to look up: 'Unable to fetch city coordinates. Please try another suggestion.'
      if (!suggestion.placeId) {
        toast.warning(t('city.noCoordinates'));
        return null;
      }
      setAdding(true);
      // The place details call's code is fetched with the first city chosen.
      const details = import('../api/fetch-place-id-details.ts');
      try {
        const { placeDetailsQueryOptions } = await details;
        const point = await queryClient.fetchQuery(placeDetailsQueryOptions(suggestion.placeId));
        return { name: cityNameOf(suggestion.label), label: suggestion.label, ...point };
      } catch (error) {
        const noCoordinates = (await details.catch(() => null))?.NO_COORDINATES;
        if (error instanceof CallError && 'key' in error.shown && error.shown.key === noCoordinates?.key)
          toast.warning(error.shown);
        else toast.error(t('city.failed'));
        return null;
      } finally {
        setAdding(false);
      }
    },
    [queryClient, toast, t],
  );

  return { addCity, adding };
}
