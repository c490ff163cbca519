import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { SKILLS_NO_MOBILE, upstream } from '#machines';
import { useConnectionProblem } from '#web/shared/connection-problem.ts';
import { useToast } from '#web/ui/index.ts';
import { useSaveCandidateSkills } from '../hooks/use-save-candidate-skills.ts';
import type { ProfileData } from '../hooks/use-profile-data.ts';
import { profileNs } from '../i18n.ts';
import { shownError } from '../model/shown-error.ts';
import { AddSkillsDialog } from './add-skills-dialog.tsx';
import { SkillsCard } from './skills-card.tsx';

export interface SkillsSectionProps {
  mobile: string;
  skills: ProfileData['skills'];
  loading: boolean;
}

/** Skills: the candidate's list with its load states, and Add Skills with its save. */
export function SkillsSection({ mobile, skills, loading }: SkillsSectionProps) {
  const { t } = useTranslation(profileNs);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const problem = useConnectionProblem(skills);
  const save = useSaveCandidateSkills(mobile, {
    onSaved: (message) => {
      setAdding(false);
      // The server's own words ('Skills saved successfully'), else the screen's.
      toast.success(message ? upstream(message) : t('skills.saved'));
    },
  });

  // With no stored number the skills are not asked for: the card says so instead of staying empty.
  let loadError = skills.isError || problem ? shownError(skills.error) : null;
  if (mobile === '') loadError = SKILLS_NO_MOBILE;

  return (
    <>
      <SkillsCard
        skills={skills.data?.mine}
        loading={loading}
        error={loadError}
        onRetry={() => void skills.refetch()}
        problem={problem}
        retrying={skills.isFetching}
        onAdd={() => {
          if (save.isError) save.reset();
          setAdding(true);
        }}
      />
      {adding && skills.data ? (
        <AddSkillsDialog
          current={skills.data.mine}
          active={skills.data.active}
          suggested={skills.data.suggested}
          saving={save.isPending}
          error={save.error ? shownError(save.error) : null}
          onSave={(ids) => save.mutate(ids)}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </>
  );
}
