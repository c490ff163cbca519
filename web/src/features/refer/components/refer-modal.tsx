import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { Button, Dialog, Field, useToast } from '#web/ui/index.ts';
import { REFER_EXCEPTION, useReferCandidates } from '../api/refer-candidates.ts';
import { referNs } from '../i18n.ts';
import {
  positionIdOf,
  referralCandidates,
  type ReferralProblem,
  type ReferralRow,
} from '../model/referral-candidates.ts';
import { mobileInput, nameInput, REFERRAL_REWARD_RUPEES } from '../model/referral-rows.ts';
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
  const { t } = useTranslation(referNs);
  const messageText = useMessageText();
  const format = useFormat();
  const toast = useToast();
  const nextKey = useRef(2);
  const [rows, setRows] = useState<ReferralRow[]>([{ key: 1, name: '', mobile: '' }]);
  const [error, setError] = useState<ReferralProblem | null>(null);
  const refer = useReferCandidates();

  const update = (key: number, patch: Partial<ReferralRow>) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const position = positionIdOf(jobId);
    if ('error' in position) return setError(position);
    const checked = referralCandidates(rows);
    if ('error' in checked) return setError(checked);
    try {
      const outcome = await refer.mutateAsync({
        mobileNumber,
        positionId: position.positionId,
        candidates: checked.candidates,
      });
      if (!outcome.ok) return setError({ error: outcome.message });
      toast.success(outcome.message);
      onClose();
    } catch {
      setError({ error: REFER_EXCEPTION });
    }
  };

  const busy = refer.isPending;
  return (
    <Dialog
      open
      size="md"
      className="refer-modal"
      title={t('modal.title')}
      description={jobTitle ? t('modal.forJob', { jobTitle }) : t('modal.direct')}
      dismissible={!busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" form="refer-form" busy={busy}>
            {busy ? t('modal.submitting') : t('modal.submit')}
          </Button>
        </>
      }
    >
      <form id="refer-form" className="refer-modal__form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="refer-modal__reward">
          <Gift className="refer-modal__reward-icon" size={18} aria-hidden="true" />
          {t('modal.reward', { amount: format.rupees(REFERRAL_REWARD_RUPEES) })}
        </p>
        {rows.map((row, index) => (
          <fieldset key={row.key} className="refer-modal__row">
            <legend className="refer-modal__legend">
              {t('modal.candidate', { number: format.number(index + 1) })}
            </legend>
            <Field
              label={t('candidateName')}
              autoComplete="off"
              value={row.name}
              disabled={busy}
              onChange={(e) => update(row.key, { name: nameInput(e.target.value) })}
            />
            <Field
              label={t('mobile')}
              inputMode="numeric"
              autoComplete="off"
              prefix="+91"
              value={row.mobile}
              disabled={busy}
              onChange={(e) => update(row.key, { mobile: mobileInput(e.target.value) })}
            />
            {rows.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                className="refer-modal__remove"
                aria-label={t('modal.removeCandidate', { number: format.number(index + 1) })}
                disabled={busy}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                {t('modal.remove')}
              </Button>
            ) : null}
          </fieldset>
        ))}
        <Button
          variant="secondary"
          className="refer-modal__add"
          disabled={busy}
          onClick={() => setRows((all) => [...all, { key: nextKey.current++, name: '', mobile: '' }])}
        >
          {t('modal.addAnother')}
        </Button>
        {error ? (
          <p className="refer-modal__error" role="alert">
            {messageText(error.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
