import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { useToast } from '#web/ui/index.ts';
import type { CityField as CityFieldState } from '../hooks/use-city-field.ts';
import { searchNs } from '../i18n.ts';
import type { NameSearch } from '../model/name-search.ts';
import { Combobox } from './combobox.tsx';

/**
 * The city combobox: a city is taken only from its suggestions, so Enter on typed text says so. A suggestion whose
 * city the chosen language names otherwise shows that name with the upstream's label beside it.
 */
export function CityField({ field, search }: { field: CityFieldState; search: NameSearch | null }) {
  const { t } = useTranslation(searchNs);
  const toast = useToast();
  return (
    <Combobox
      label={t('city.label')}
      placeholder={t('city.placeholder')}
      icon={<MapPin size={18} />}
      value={field.text}
      onChange={field.setText}
      options={field.suggestions.map((s) =>
        search ? search.cityOption(s) : { key: s.placeId || s.label, label: s.label },
      )}
      hint={field.hint}
      onSelect={(option) => void field.choose(option)}
      onEnter={(text) => text.trim() && toast.info(t('city.chooseFromList'))}
    />
  );
}
