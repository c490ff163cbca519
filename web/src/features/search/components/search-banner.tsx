import { useState, type FormEvent } from 'react';
import { Button, useToast } from '../../../ui/index.ts';
import { useJobFilterOptions } from '../api/fetch-job-filter-options.ts';
import { CITY_MESSAGES, useAddCity, type ChosenCity } from '../hooks/use-add-city.ts';
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

export const NO_CRITERIA = 'Please enter at least one search criteria (job title, location, or skills) to search for jobs.';

const asOptions = (items: readonly { id: number | string; label: string }[]): ComboboxOption[] =>
  items.map((item) => ({ key: String(item.id), label: item.label }));

/** 'Find Your Perfect Job': city, designation and skills with chips, Search Jobs and Reset. */
export function SearchBanner({ point, searching, onSearch, onReset }: SearchBannerProps) {
  const toast = useToast();
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<ChosenCity | null>(null);
  const [designationText, setDesignationText] = useState('');
  const [designations, setDesignations] = useState<string[]>([]);
  const [skillText, setSkillText] = useState('');
  const [skills, setSkills] = useState<string[]>([]);

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
      toast.info(CITY_MESSAGES.chooseFromList);
      return;
    }
    if (!city && nextDesignations.length === 0 && nextSkills.length === 0) {
      toast.warning(NO_CRITERIA);
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
          Find Your Perfect Job
        </h1>
        <p className="search-banner__subtitle">Search jobs near you, apply in minutes and earn ₹500 for every friend you refer who gets hired.</p>
        <form className="search-banner__form" role="search" aria-label="Job search" onSubmit={search} noValidate>
          <div className="search-banner__fields">
            <Combobox
              label="City"
              placeholder="Search a city"
              icon="📍"
              value={cityText}
              onChange={setCityText}
              options={asOptions(cities.suggestions.map((s) => ({ id: s.placeId || s.label, label: s.label })))}
              hint={cities.hint}
              onSelect={(option) => void chooseCity(option)}
              onEnter={(text) => text.trim() && toast.info(CITY_MESSAGES.chooseFromList)}
            />
            <Combobox
              label="Job title or designation"
              placeholder="e.g. Delivery Executive"
              icon="💼"
              value={designationText}
              onChange={setDesignationText}
              options={asOptions(designationMatches)}
              hint={designationText.trim() && designationMatches.length === 0 ? 'No matching designations' : null}
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
              label="Skills"
              placeholder="e.g. Hindi, Driving"
              icon="🛠"
              value={skillText}
              onChange={setSkillText}
              options={asOptions(skillMatches)}
              hint={skillText.trim() && skillMatches.length === 0 ? 'No matching skills' : null}
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
              {adding ? 'Adding city…' : searching ? 'Searching…' : 'Search Jobs'}
            </Button>
            <Button type="button" variant="ghost" size="lg" className="search-banner__reset" onClick={reset} disabled={adding}>
              Reset
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
