import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { useToast } from '#web/ui/index.ts';
import type { CityField as CityFieldState } from '../hooks/use-city-field.ts';
import { searchNs } from '../i18n.ts';
import { asOptions } from '../model/labels.ts';
import { Combobox } from './combobox.tsx';

/** The city combobox: a city is taken only from its suggestions, so Enter on typed text says so. */
export function CityField({ field }: { field: CityFieldState }) {
  const { t } = useTranslation(searchNs);
  const toast = useToast();
  return (
    <Combobox
      label={t('city.label')}
      placeholder={t('city.placeholder')}
      icon={<MapPin size={18} />}
      value={field.text}
      onChange={field.setText}
      options={asOptions(field.suggestions.map((s) => ({ id: s.placeId || s.label, label: s.label })))}
      hint={field.hint}
      onSelect={(option) => void field.choose(option)}
      onEnter={(text) => text.trim() && toast.info(t('city.chooseFromList'))}
    />
  );
}
