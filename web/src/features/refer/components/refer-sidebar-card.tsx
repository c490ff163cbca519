import { useState, type FormEvent } from 'react';
import {
  CANDIDATE_NAME_MESSAGE, isValidFullName, isValidReferralMobile, normalizeReferralMobile, REFERRAL_SIDEBAR_MOBILE_MESSAGE,
} from '#machines';
import { useSession } from '../../../shared/session.ts';
import { useRequestSignIn } from '../../../shared/sign-in-request.ts';
import { Button, Card, Field } from '../../../ui/index.ts';
import { REFER_EXCEPTION, useReferCandidates } from '../api/refer-candidates.ts';
import { mobileInput, nameInput } from '../model/referral-rows.ts';
import './refer-sidebar-card.css';

export const FILL_ALL_FIELDS = 'Please fill in all fields';

export interface ReferSidebarCardProps {
  /** Called after a referral succeeded (the referrals screen refreshes its list). */
  onReferred?: () => void;
}

/** The 'Refer a Candidate' card (the home sidebar, the referrals screen): one direct referral (position 0). */
export function ReferSidebarCard({ onReferred }: ReferSidebarCardProps = {}) {
  const { isAuthenticated, user } = useSession();
  const requestSignIn = useRequestSignIn();
  const refer = useReferCandidates();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isAuthenticated) return requestSignIn();
    const candidateName = name.trim().replace(/\s+/g, ' ');
    if (candidateName === '' || mobile === '') return setMessage({ kind: 'error', text: FILL_ALL_FIELDS });
    if (!isValidFullName(candidateName)) return setMessage({ kind: 'error', text: CANDIDATE_NAME_MESSAGE });
    if (!isValidReferralMobile(mobile)) return setMessage({ kind: 'error', text: REFERRAL_SIDEBAR_MOBILE_MESSAGE });
    setMessage(null);
    try {
      const outcome = await refer.mutateAsync({
        mobileNumber: user?.mobileNumber ?? '',
        positionId: 0,
        candidates: [{ candidateName, mobileNumber: normalizeReferralMobile(mobile) }],
      });
      if (!outcome.ok) return setMessage({ kind: 'error', text: `Failed to add candidate: ${outcome.message}` });
      setName('');
      setMobile('');
      setMessage({ kind: 'success', text: outcome.message });
      onReferred?.();
    } catch {
      setMessage({ kind: 'error', text: REFER_EXCEPTION });
    }
  };

  return (
    <Card className="refer-card" aria-labelledby="refer-card-title">
      <h2 id="refer-card-title" className="refer-card__title">
        Refer a Candidate
      </h2>
      <p className="refer-card__text">Know someone looking for a job? Refer them and earn ₹500 when they join and complete one month.</p>
      <form className="refer-card__form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Candidate Name" autoComplete="off" value={name} onChange={(e) => setName(nameInput(e.target.value))} />
        <Field
          label="Mobile Number"
          inputMode="numeric"
          autoComplete="off"
          prefix="+91"
          value={mobile}
          onChange={(e) => setMobile(mobileInput(e.target.value))}
        />
        {message ? (
          <p className={`refer-card__message refer-card__message--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        ) : null}
        <Button type="submit" variant="accent" block busy={refer.isPending}>
          {refer.isPending ? 'Referring…' : 'Refer Now'}
        </Button>
      </form>
    </Card>
  );
}
