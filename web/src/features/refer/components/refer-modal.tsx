import { useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, Field, useToast } from '../../../ui/index.ts';
import { REFER_EXCEPTION, useReferCandidates } from '../api/refer-candidates.ts';
import { positionIdOf, referralCandidates, type ReferralRow } from '../model/referral-candidates.ts';
import { mobileInput, nameInput } from '../model/referral-rows.ts';
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
  const toast = useToast();
  const nextKey = useRef(2);
  const [rows, setRows] = useState<ReferralRow[]>([{ key: 1, name: '', mobile: '' }]);
  const [error, setError] = useState<string | null>(null);
  const refer = useReferCandidates();

  const update = (key: number, patch: Partial<ReferralRow>) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const position = positionIdOf(jobId);
    if ('error' in position) return setError(position.error);
    const checked = referralCandidates(rows);
    if ('error' in checked) return setError(checked.error);
    try {
      const outcome = await refer.mutateAsync({ mobileNumber, positionId: position.positionId, candidates: checked.candidates });
      if (!outcome.ok) return setError(outcome.message);
      toast.success(outcome.message);
      onClose();
    } catch {
      setError(REFER_EXCEPTION);
    }
  };

  const busy = refer.isPending;
  return (
    <Dialog
      open
      size="md"
      className="refer-modal"
      title="Refer & Earn"
      description={jobTitle ? `Refer someone for ${jobTitle}` : 'Refer friends for jobs near them'}
      dismissible={!busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="refer-form" busy={busy}>
            {busy ? 'Submitting…' : 'Submit Referral'}
          </Button>
        </>
      }
    >
      <form id="refer-form" className="refer-modal__form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="refer-modal__reward">
          <span aria-hidden="true">🎁 </span>Earn ₹500 for every referral who joins and completes one month.
        </p>
        {rows.map((row, index) => (
          <fieldset key={row.key} className="refer-modal__row">
            <legend className="refer-modal__legend">Candidate {index + 1}</legend>
            <Field
              label="Candidate Name"
              autoComplete="off"
              value={row.name}
              disabled={busy}
              onChange={(e) => update(row.key, { name: nameInput(e.target.value) })}
            />
            <Field
              label="Mobile Number"
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
                aria-label={`Remove candidate ${index + 1}`}
                disabled={busy}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                Remove
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
          + Add Another Candidate
        </Button>
        {error ? (
          <p className="refer-modal__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
