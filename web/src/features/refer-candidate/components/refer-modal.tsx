import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Message } from '#machines';
import { useOnline } from '#web/shared/use-online.ts';
import { LazyOfflineNote } from '#web/shared/offline-note-lazy.tsx';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { Button, useToast } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { REFER_EXCEPTION, useReferCandidates } from '../api/refer-candidates.ts';
import { useReferralRows } from '../hooks/use-referral-rows.ts';
import { referCandidateNs } from '../i18n.ts';
import { positionIdOf, referralCandidates, type ReferralRow } from '../model/referral-candidates.ts';
import { REFERRAL_REWARD_RUPEES } from '../model/referral-rows.ts';
import { ReferralRowFields } from './referral-row-fields.tsx';
import './refer-modal.css';

export interface ReferModalProps {
  /** The referrer's mobile number. */
  mobileNumber: string;
  /** The job referred for; leave it out for a direct referral. */
  jobId?: string | number | null;
  jobTitle?: string;
  onClose: () => void;
}

/** Refer & Earn: rows of name and mobile; one call refers them all. */
export function ReferModal({ mobileNumber, jobId, jobTitle, onClose }: ReferModalProps) {
  const { t } = useTranslation(referCandidateNs);
  const messageText = useMessageText();
  const format = useFormat();
  const field = useJobFieldText();
  const toast = useToast();
  const { rows, update, add, remove } = useReferralRows();
  // A problem found before anything is sent (the job id, a row); what the call answered is the mutation's own state.
  const [problem, setProblem] = useState<Message | null>(null);
  const refer = useReferCandidates();
  const refusal = refer.isError ? REFER_EXCEPTION : refer.data && !refer.data.ok ? refer.data.message : null;
  const error = problem ?? refusal;

  const change = (key: number, patch: Partial<ReferralRow>) => {
    update(key, patch);
    setProblem(null);
    refer.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const position = positionIdOf(jobId);
    if ('error' in position) return setProblem(position.error);
    const checked = referralCandidates(rows);
    if ('error' in checked) return setProblem(checked.error);
    setProblem(null);
    refer.mutate(
      { mobileNumber, positionId: position.positionId, candidates: checked.candidates },
      {
        onSuccess: (outcome) => {
          if (!outcome.ok) return;
          toast.success(outcome.message);
          onClose();
        },
      },
    );
  };

  const busy = refer.isPending;
  const online = useOnline();
  return (
    <Dialog
      open
      size="md"
      className="refer-modal"
      title={t('modal.title')}
      description={jobTitle ? t('modal.forJob', { jobTitle: field.title(jobTitle) }) : t('modal.direct')}
      dismissible={!busy}
      onClose={onClose}
      footer={
        <>
          {online ? null : <LazyOfflineNote id="refer-form-offline" />}
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('modal.cancel')}
          </Button>
          <Button
            type="submit"
            form="refer-form"
            busy={busy}
            disabled={!online}
            aria-describedby={online ? undefined : 'refer-form-offline'}
          >
            {busy ? t('modal.submitting') : t('modal.submit')}
          </Button>
        </>
      }
    >
      <form id="refer-form" className="refer-modal__form" onSubmit={submit} noValidate>
        <p className="refer-modal__reward">
          <Gift className="refer-modal__reward-icon" size={18} aria-hidden="true" />
          {t('modal.reward', { amount: format.rupees(REFERRAL_REWARD_RUPEES) })}
        </p>
        {rows.map((row, index) => (
          <ReferralRowFields
            key={row.key}
            row={row}
            number={index + 1}
            disabled={busy}
            onChange={(patch) => change(row.key, patch)}
            onRemove={rows.length > 1 ? () => remove(row.key) : undefined}
          />
        ))}
        <Button variant="secondary" className="refer-modal__add" disabled={busy} onClick={add}>
          {t('modal.addAnother')}
        </Button>
        {error ? (
          <p className="refer-modal__error" role="alert">
            {messageText(error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
