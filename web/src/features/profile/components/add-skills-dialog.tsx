import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { NO_VALID_SKILLS, SELECT_ONE_SKILL, skillIdsFor, type Message, type SkillOption } from '#machines';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { Button, Chip, Field } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { useSkillSearch } from '../hooks/use-skill-search.ts';
import { profileNs } from '../i18n.ts';
import { SkillResults } from './skill-results.tsx';

const SHOWN_RESULTS = 40;

export interface AddSkillsDialogProps {
  /** The candidate's skills, selected to begin with (saving replaces the list). */
  current: string[];
  active: SkillOption[];
  suggested: string[];
  saving: boolean;
  error: Message | null;
  onSave: (ids: number[]) => void;
  onClose: () => void;
}

/**
 * Add Skills: search the active skills by their names in English or the chosen language (typed in any script, in
 * Latin letters or misspelt), pick suggestions, then save the list as ids. Skills read in the chosen language, a
 * result with its English name beside.
 */
export function AddSkillsDialog({ current, active, suggested, saving, error, onSave, onClose }: AddSkillsDialogProps) {
  const { t } = useTranslation(profileNs);
  const online = useOnline();
  const messageText = useMessageText();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>(current);
  const [problem, setProblem] = useState<Message | null>(null);
  const has = (name: string) => selected.some((s) => s.toLowerCase() === name.toLowerCase());
  const toggle = (name: string) => {
    setProblem(null);
    setSelected((all) =>
      all.some((s) => s.toLowerCase() === name.toLowerCase())
        ? all.filter((s) => s.toLowerCase() !== name.toLowerCase())
        : [...all, name],
    );
  };
  const skills = useSkillSearch(active, query);
  const results = skills.find(query, SHOWN_RESULTS);
  const openSuggestions = suggested.filter((name) => !has(name));

  const save = () => {
    if (selected.length === 0) {
      setProblem(SELECT_ONE_SKILL);
      return;
    }
    const ids = skillIdsFor(selected, active);
    if (ids.length === 0) {
      setProblem(NO_VALID_SKILLS);
      return;
    }
    onSave(ids);
  };

  const message = problem ?? error;
  return (
    <Dialog
      open
      title={t('skills.dialogTitle')}
      size="lg"
      onClose={onClose}
      dismissible={!saving}
      footer={
        <>
          {online ? null : <OfflineNote id="add-skills-offline" />}
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button
            onClick={save}
            busy={saving}
            disabled={!online}
            aria-describedby={online ? undefined : 'add-skills-offline'}
          >
            {t(saving ? 'saving' : 'skills.save')}
          </Button>
        </>
      }
    >
      <div className="add-skills">
        <div>
          <h3 className="add-skills__heading">
            {t('skills.selectedCount', { number: format.number(selected.length) })}
          </h3>
          {selected.length > 0 ? (
            <ul className="skill-chips" aria-label={t('skills.selectedList')}>
              {selected.map((name) => (
                <li key={name}>
                  <Chip label={skills.name(name)} tone="brand" onRemove={() => toggle(name)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="add-skills__none">{t('skills.noneSelected')}</p>
          )}
        </div>
        {openSuggestions.length > 0 ? (
          <div>
            <h3 className="add-skills__heading">{t('skills.suggested')}</h3>
            <ul className="skill-chips" aria-label={t('skills.suggestedList')}>
              {openSuggestions.map((name) => (
                <li key={name}>
                  <button type="button" className="add-skills__suggestion" onClick={() => toggle(name)}>
                    + {skills.name(name)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Field
          label={t('skills.search')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('skills.searchExample')}
        />
        <SkillResults results={results} query={query} isSelected={has} onToggle={toggle} />
        {message ? (
          <p className="profile-alert profile-alert--error" role="alert">
            {messageText(message)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
