import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import {
  isValidFullName,
  isValidReferralMobile,
  message,
  normalizeReferralMobile,
  REFERRAL_SIDEBAR_MOBILE_MESSAGE,
  type Message,
} from '#machines';
import { PERSON_NAME } from '#contract/rules.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { LazyOfflineNote } from '#web/shared/offline-note-lazy.tsx';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { Button, Card, Field } from '#web/ui/index.ts';
import { REFER_EXCEPTION, useReferCandidates } from '../api/refer-candidates.ts';
import { referCandidateNs } from '../i18n.ts';
import { mobileInput, nameInput, REFERRAL_REWARD_RUPEES } from '../model/referral-rows.ts';
import './refer-sidebar-card.css';

export const FILL_ALL_FIELDS = message('referCandidate:card.fieldsRequired');
/** The contract's rule for a name, as the card words it ('Candidate Name should contain…'). */
const CANDIDATE_NAME_INVALID = message(PERSON_NAME.messageKeys.invalidCandidate);

/** What the card says under its fields. */
interface CardNotice {
  kind: 'error' | 'success';
  text: Message;
}

/** The referral's answer as the card words it: the server's refusal after 'Failed to add candidate:'. */
function noticeOf(refer: ReturnType<typeof useReferCandidates>): CardNotice | null {
  if (refer.isError) return { kind: 'error', text: REFER_EXCEPTION };
  if (!refer.data) return null;
  if (!refer.data.ok)
    return { kind: 'error', text: message('referCandidate:card.failed', { message: refer.data.message }) };
  return { kind: 'success', text: refer.data.message };
}

export interface ReferSidebarCardProps {
  /** Called after a referral succeeded (the referrals screen refreshes its list). */
  onReferred?: () => void;
}

/** The 'Refer a Candidate' card (the home sidebar, the referrals screen): one direct referral (position 0). */
export function ReferSidebarCard({ onReferred }: ReferSidebarCardProps = {}) {
  const { t } = useTranslation(referCandidateNs);
  const messageText = useMessageText();
  const format = useFormat();
  const { isAuthenticated, user } = useSession();
  const requestSignIn = useRequestSignIn();
  const refer = useReferCandidates();
  const online = useOnline();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  // A problem found before sending; the answer (or the call's failure) is the mutation's own state.
  const [problem, setProblem] = useState<Message | null>(null);
  const notice = problem ? { kind: 'error' as const, text: problem } : noticeOf(refer);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAuthenticated) return requestSignIn();
    refer.reset();
    const candidateName = name.trim().replace(/\s+/g, ' ');
    if (candidateName === '' || mobile === '') return setProblem(FILL_ALL_FIELDS);
    if (!isValidFullName(candidateName)) return setProblem(CANDIDATE_NAME_INVALID);
    if (!isValidReferralMobile(mobile)) return setProblem(REFERRAL_SIDEBAR_MOBILE_MESSAGE);
    setProblem(null);
    refer.mutate(
      {
        mobileNumber: user?.mobileNumber ?? '',
        positionId: 0,
        candidates: [{ candidateName, mobileNumber: normalizeReferralMobile(mobile) }],
      },
      {
        onSuccess: (outcome) => {
          if (!outcome.ok) return;
          setName('');
          setMobile('');
          onReferred?.();
        },
      },
    );
  };

  return (
    <Card className="refer-card" aria-labelledby="refer-card-title">
      <h2 id="refer-card-title" className="refer-card__title">
        {t('card.title')}
      </h2>
      <p className="refer-card__text">{t('card.text', { amount: format.rupees(REFERRAL_REWARD_RUPEES) })}</p>
      <form className="refer-card__form" onSubmit={submit} noValidate>
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
        {notice ? (
          <p
            className={`refer-card__message refer-card__message--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {messageText(notice.text)}
          </p>
        ) : null}
        {online ? null : <LazyOfflineNote id="refer-card-offline" />}
        <Button
          type="submit"
          variant="accent"
          block
          busy={refer.isPending}
          disabled={!online}
          aria-describedby={online ? undefined : 'refer-card-offline'}
        >
          {refer.isPending ? t('card.referring') : t('card.refer')}
        </Button>
      </form>
    </Card>
  );
}
