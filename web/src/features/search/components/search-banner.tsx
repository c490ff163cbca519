import { useTranslation } from 'react-i18next';
import { Briefcase, Wrench } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useFormat } from '#web/i18n/index.ts';
import { useSearchForm, type SearchFormProps } from '../hooks/use-search-form.ts';
import { searchNs } from '../i18n.ts';
import { searchBannerTexts } from '../model/banner-texts.ts';
import { MAX_DESIGNATION_SUGGESTIONS } from '../model/suggestions.ts';
import { CityField } from './city-field.tsx';
import { LabelField } from './label-field.tsx';
import { SearchActions } from './search-actions.tsx';
import { SearchNote } from './search-note.tsx';
import './search-banner.css';

export interface SearchBannerProps extends SearchFormProps {
  /** The job list is loading the results of a search. */
  searching: boolean;
}

const FIELDS_ID = 'search-banner-fields';

/** The chips of what was chosen: loaded with the first choice (the first screen shows none). */
const FilterChips = lazy(() => import('./filter-chips.tsx').then((m) => ({ default: m.FilterChips })));

/**
 * The banner's title and subtitle around what follows them (the form): also the home screen's outline in its
 * document, painted before the code arrives (web/src/app/first-paint/screen-outline.tsx).
 */
export function SearchBannerFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <section className="search-banner" aria-labelledby="search-banner-title">
      <div className="search-banner__inner">
        <h1 id="search-banner-title" className="search-banner__title">
          {title}
        </h1>
        <p className="search-banner__subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}

/** 'Find Your Perfect Job': city, designation and skills with chips, Search Jobs and Reset. */
export function SearchBanner({ searching, ...form }: SearchBannerProps) {
  const { t } = useTranslation(searchNs);
  const format = useFormat();
  const { names, city, designations, skills, options, search, reset, note, choose } = useSearchForm(form);
  // Below 768 px the form shows the job title alone until the visitor opens the other filters.
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <SearchBannerFrame {...searchBannerTexts(t, format.rupees)}>
      <form
        className={`search-banner__form${filtersOpen ? ' search-banner__form--open' : ''}`}
        role="search"
        aria-label={t('form')}
        onSubmit={(event) => void search(event)}
        // The matcher in the candidate's language loads when a field is first used, not with the page.
        onFocus={names.start}
        noValidate
      >
        <div className="search-banner__fields" id={FIELDS_ID}>
          <CityField field={city} search={names.search} />
          <LabelField
            label={t('designation.label')}
            placeholder={t('designation.placeholder')}
            icon={<Briefcase size={18} />}
            noMatch={t('designation.none')}
            field={designations}
            options={options.designations}
            limit={MAX_DESIGNATION_SUGGESTIONS}
            kind="designation"
            names={names}
          />
          <LabelField
            label={t('skills.label')}
            placeholder={t('skills.placeholder')}
            icon={<Wrench size={18} />}
            noMatch={t('skills.none')}
            field={skills}
            options={options.skills}
            kind="skill"
            names={names}
          />
        </div>
        {city.city || designations.labels.length > 0 || skills.labels.length > 0 ? (
          <Suspense fallback={null}>
            <FilterChips
              names={names.search}
              city={city.city?.name ?? null}
              designations={designations.labels}
              skills={skills.labels}
              onRemoveCity={city.remove}
              onRemoveDesignation={designations.remove}
              onRemoveSkill={skills.remove}
            />
          </Suspense>
        ) : null}
        <SearchNote note={note} search={names.search} onChoose={choose} />
        <SearchActions
          adding={city.adding}
          searching={searching}
          fieldsId={FIELDS_ID}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          onReset={reset}
        />
      </form>
    </SearchBannerFrame>
  );
}
