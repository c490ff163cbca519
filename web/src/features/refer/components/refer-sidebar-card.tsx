import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import {
  CANDIDATE_NAME_MESSAGE,
  isValidFullName,
  isValidReferralMobile,
  normalizeReferralMobile,
  REFERRAL_SIDEBAR_MOBILE_MESSAGE,
} from '#machines';
import { useFormat, useSentenceText } from '#web/i18n/index.ts';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { Button, Card, Field } from '#web/ui/index.ts';
import { REFER_EXCEPTION, useReferCandidates } from '../api/refer-candidates.ts';
import { referNs } from '../i18n.ts';
import { mobileInput, nameInput, REFERRAL_REWARD_RUPEES } from '../model/referral-rows.ts';
import './refer-sidebar-card.css';

export const FILL_ALL_FIELDS = 'Please fill in all fields';

/** What the card says under its fields; `failed` is the server's refusal of the referral, shown after 'Failed to add candidate:'. */
interface CardMessage {
  kind: 'error' | 'success';
  text: string;
  failed?: boolean;
}

export interface ReferSidebarCardProps {
  /** Called after a referral succeeded (the referrals screen refreshes its list). */
  onReferred?: () => void;
}

/** The 'Refer a Candidate' card (the home sidebar, the referrals screen): one direct referral (position 0). */
export function ReferSidebarCard({ onReferred }: ReferSidebarCardProps = {}) {
  const { t } = useTranslation(referNs);
  const messageText = useSentenceText();
  const format = useFormat();
  const { isAuthenticated, user } = useSession();
  const requestSignIn = useRequestSignIn();
  const refer = useReferCandidates();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [message, setMessage] = useState<CardMessage | null>(null);

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
      if (!outcome.ok) return setMessage({ kind: 'error', text: outcome.message, failed: true });
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
        {t('card.title')}
      </h2>
      <p className="refer-card__text">{t('card.text', { amount: format.rupees(REFERRAL_REWARD_RUPEES) })}</p>
      <form className="refer-card__form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('candidateName')}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(nameInput(e.target.value))}
        />
        <Field
          label={t('mobile')}
          inputMode="numeric"
          autoComplete="off"
          prefix="+91"
          value={mobile}
          onChange={(e) => setMobile(mobileInput(e.target.value))}
        />
        {message ? (
          <p
            className={`refer-card__message refer-card__message--${message.kind}`}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.failed ? t('card.failed', { message: messageText(message.text) }) : messageText(message.text)}
          </p>
        ) : null}
        <Button type="submit" variant="accent" block busy={refer.isPending}>
          {refer.isPending ? t('card.referring') : t('card.refer')}
        </Button>
      </form>
    </Card>
  );
}
