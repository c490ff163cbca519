import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import type { SearchNote } from '../hooks/use-search-form.ts';
import type { LabelKind } from '../model/search-criteria.ts';
import { searchNs } from '../i18n.ts';

export interface NoMatchNoteProps {
  note: Extract<SearchNote, { kind: 'noMatch' }>;
  /** An option's name in the chosen language. */
  name: (kind: LabelKind, label: string) => string;
  /** A nearest option chosen: it takes the typed text's place, and the form is submitted. */
  onChoose: (kind: LabelKind, label: string) => void;
}

/** 'No job title matches “…”. The jobs shown have not changed.' with the nearest options as buttons that search. */
export function NoMatchNote({ note, name, onChoose }: NoMatchNoteProps) {
  const { t } = useTranslation(searchNs);
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
