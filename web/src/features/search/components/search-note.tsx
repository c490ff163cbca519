import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
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

/**
 * What Search Jobs made of typed text: 'Showing jobs for Delivery Driver, Cab Driver', or 'No job title matches
 * “…”' with the nearest options as buttons that search for them.
 */
export function SearchNote({ note, search, onChoose }: SearchNoteProps) {
  const { t } = useTranslation(searchNs);
  const format = useFormat();
  const name = (kind: LabelKind, label: string) => search?.localName(kind, label) ?? label;
  if (note === null) return <p role="status" className="search-note" />;
  if (note.kind === 'searchedFor')
    return (
      <p role="status" className="search-note">
        {t('typed.searchedFor', { names: format.list(note.labels.map(({ kind, label }) => name(kind, label))) })}
      </p>
    );
  return (
    <div role="alert" className="search-note search-note--none">
      <p>{t(note.field === 'designation' ? 'typed.noDesignation' : 'typed.noSkill', { text: note.text })}</p>
      {note.nearest.length > 0 ? (
        <p className="search-note__nearest">
          <span>{t('typed.tryThese')}</span>
          {note.nearest.map((label) => (
            <button
              key={label}
              // Not a submit button: Enter in a field submits with the form's first one, which must stay Search Jobs.
              type="button"
              className="search-note__option"
              onClick={(event) => {
                const { form } = event.currentTarget;
                // The chosen option is in its field before the form submits.
                flushSync(() => onChoose(note.field, label));
                form?.requestSubmit();
              }}
            >
              {name(note.field, label)}
            </button>
          ))}
        </p>
      ) : null}
    </div>
  );
}
