import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useFormat } from '#web/i18n/index.ts';
import type { NameSearch } from '../model/name-search.ts';
import type { SearchNote as Note } from '../hooks/use-search-form.ts';
import type { LabelKind } from '../model/search-criteria.ts';
import { searchNs } from '../i18n.ts';

export interface SearchNoteProps {
  note: Note | null;
  /** The matcher, for each option's name in the chosen language (null: the English label). */
  search: NameSearch | null;
  /** A nearest option chosen: it takes the typed text's place, and the form is submitted. */
  onChoose: (kind: LabelKind, label: string) => void;
}

/** 'No job title matches …' with the nearest options: loaded when a typed text first stands for nothing. */
const NoMatchNote = lazy(() => import('./no-match-note.tsx').then((m) => ({ default: m.NoMatchNote })));

/**
 * What Search Jobs made of typed text: 'Showing jobs for Delivery Driver, Cab Driver' in a status region that is
 * always there (so it is announced), or 'No job title matches “…”' with the nearest options as buttons that search
 * for them.
 */
export function SearchNote({ note, search, onChoose }: SearchNoteProps) {
  const { t } = useTranslation(searchNs);
  const format = useFormat();
  const name = (kind: LabelKind, label: string) => search?.localName(kind, label) ?? label;
  return (
    <>
      <p role="status" className="search-note">
        {note?.kind === 'searchedFor'
          ? t('typed.searchedFor', { names: format.list(note.labels.map(({ kind, label }) => name(kind, label))) })
          : null}
      </p>
      {note?.kind === 'noMatch' ? (
        <Suspense fallback={null}>
          <NoMatchNote note={note} name={name} onChoose={onChoose} />
        </Suspense>
      ) : null}
    </>
  );
}
