import { useTranslation } from 'react-i18next';
import { Briefcase, MapPin, SlidersHorizontal, Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useFormat } from '#web/i18n/index.ts';
import { Button, useToast } from '#web/ui/index.ts';
import { useJobFilterOptions } from '../api/fetch-job-filter-options.ts';
import { useAddCity, type ChosenCity } from '../hooks/use-add-city.ts';
import { searchNs } from '../i18n.ts';
import { useCitySuggestions } from '../hooks/use-city-suggestions.ts';
import { addUnique, idsForLabels, matchingOptions } from '../model/labels.ts';
import { MAX_DESIGNATION_SUGGESTIONS } from '../model/suggestions.ts';
import { Combobox, type ComboboxOption } from './combobox.tsx';
import { FilterChips } from './filter-chips.tsx';
import './search-banner.css';

export interface SearchCriteria {
  city: ChosenCity | null;
  designations: string[];
  designationIds: number[];
  skills: string[];
  skillIds: number[];
}

export interface SearchBannerProps {
  /** Where designation and skill options are looked up while no city is chosen. */
  point: { latitude: number; longitude: number } | null;
  /** The job list is loading the results of a search. */
  searching: boolean;
  onSearch: (criteria: SearchCriteria) => void;
  onReset: () => void;
}

/** The referral reward the subtitle names, in rupees. */
const REFERRAL_REWARD = 500;

const FIELDS_ID = 'search-banner-fields';

const asOptions = (items: readonly { id: number | string; label: string }[]): ComboboxOption[] =>
  items.map((item) => ({ key: String(item.id), label: item.label }));

/** 'Find Your Perfect Job': city, designation and skills with chips, Search Jobs and Reset. */
export function SearchBanner({ point, searching, onSearch, onReset }: SearchBannerProps) {
  const { t } = useTranslation(searchNs);
  const format = useFormat();
  const toast = useToast();
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<ChosenCity | null>(null);
  const [designationText, setDesignationText] = useState('');
  const [designations, setDesignations] = useState<string[]>([]);
  const [skillText, setSkillText] = useState('');
  const [skills, setSkills] = useState<string[]>([]);
  // Below 768 px the form shows the job title alone until the visitor opens the other filters.
  const [filtersOpen, setFiltersOpen] = useState(false);

  const cities = useCitySuggestions(cityText);
  const { addCity, adding } = useAddCity();
  const options = useJobFilterOptions(city ?? point).data ?? { designations: [], skills: [], locations: [] };
  // Suggestions follow typing: an empty field shows no list over the rest of the form.
  const designationMatches = designationText.trim()
    ? matchingOptions(options.designations, designationText, designations, MAX_DESIGNATION_SUGGESTIONS)
    : [];
  const skillMatches = skillText.trim() ? matchingOptions(options.skills, skillText, skills) : [];

  const chooseCity = async (option: ComboboxOption) => {
    const suggestion = cities.suggestions.find((s) => s.placeId === option.key || s.label === option.label);
    if (!suggestion) return;
    const chosen = await addCity(suggestion);
    if (!chosen) return;
    setCity(chosen);
    setCityText('');
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const nextDesignations = addUnique(designations, designationText);
    const nextSkills = addUnique(skills, skillText);
    setDesignations(nextDesignations);
    setSkills(nextSkills);
    setDesignationText('');
    setSkillText('');
    if (cityText.trim() !== '') {
      toast.info(t('city.chooseFromList'));
      return;
    }
    if (!city && nextDesignations.length === 0 && nextSkills.length === 0) {
      toast.warning(t('noCriteria'));
      return;
    }
    onSearch({
      city,
      designations: nextDesignations,
      designationIds: idsForLabels(nextDesignations, options.designations),
      skills: nextSkills,
      skillIds: idsForLabels(nextSkills, options.skills),
    });
  };

  const reset = () => {
    setCityText('');
    setCity(null);
    setDesignationText('');
    setDesignations([]);
    setSkillText('');
    setSkills([]);
    onReset();
  };

  const busy = adding || searching;
  return (
    <section className="search-banner" aria-labelledby="search-banner-title">
      <div className="search-banner__inner">
        <h1 id="search-banner-title" className="search-banner__title">
          {t('title')}
        </h1>
        <p className="search-banner__subtitle">{t('subtitle', { amount: format.rupees(REFERRAL_REWARD) })}</p>
        <form
          className={`search-banner__form${filtersOpen ? ' search-banner__form--open' : ''}`}
          role="search"
          aria-label={t('form')}
          onSubmit={search}
          noValidate
        >
          <div className="search-banner__fields" id={FIELDS_ID}>
            <Combobox
              label={t('city.label')}
              placeholder={t('city.placeholder')}
              icon={<MapPin size={18} />}
              value={cityText}
              onChange={setCityText}
              options={asOptions(cities.suggestions.map((s) => ({ id: s.placeId || s.label, label: s.label })))}
              hint={cities.hint}
              onSelect={(option) => void chooseCity(option)}
              onEnter={(text) => text.trim() && toast.info(t('city.chooseFromList'))}
            />
            <Combobox
              label={t('designation.label')}
              placeholder={t('designation.placeholder')}
              icon={<Briefcase size={18} />}
              value={designationText}
              onChange={setDesignationText}
              options={asOptions(designationMatches)}
              hint={designationText.trim() && designationMatches.length === 0 ? t('designation.none') : null}
              onSelect={(option) => {
                setDesignations((list) => addUnique(list, option.label));
                setDesignationText('');
              }}
              onEnter={(text) => {
                setDesignations((list) => addUnique(list, text));
                setDesignationText('');
              }}
            />
            <Combobox
              label={t('skills.label')}
              placeholder={t('skills.placeholder')}
              icon={<Wrench size={18} />}
              value={skillText}
              onChange={setSkillText}
              options={asOptions(skillMatches)}
              hint={skillText.trim() && skillMatches.length === 0 ? t('skills.none') : null}
              onSelect={(option) => {
                setSkills((list) => addUnique(list, option.label));
                setSkillText('');
              }}
              onEnter={(text) => {
                setSkills((list) => addUnique(list, text));
                setSkillText('');
              }}
            />
          </div>
          <FilterChips
            city={city?.name ?? null}
            designations={designations}
            skills={skills}
            onRemoveCity={() => setCity(null)}
            onRemoveDesignation={(label) => setDesignations((list) => list.filter((item) => item !== label))}
            onRemoveSkill={(label) => setSkills((list) => list.filter((item) => item !== label))}
          />
          <div className="search-banner__actions">
            <Button type="submit" variant="accent" size="lg" busy={busy}>
              {adding ? t('action.addingCity') : searching ? t('action.searching') : t('action.search')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="lg"
              className="search-banner__toggle"
              aria-expanded={filtersOpen}
              aria-controls={FIELDS_ID}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {t('action.filters')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="lg"
              className="search-banner__reset"
              onClick={reset}
              disabled={adding}
            >
              {t('action.reset')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
