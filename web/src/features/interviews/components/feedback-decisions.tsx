import { useTranslation } from 'react-i18next';
import type { FeedbackDecision } from '#machines';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { Button } from '#web/ui/index.ts';
import { FeedbackActor } from '../hooks/feedback-actor.ts';
import { interviewsNs } from '../i18n.ts';

const DECISIONS = [
  { decision: 'NoShow', label: 'feedback.noShow', variant: 'secondary' },
  { decision: 'Rejected', label: 'feedback.reject', variant: 'danger' },
  { decision: 'Selected', label: 'feedback.approve', variant: 'primary' },
] as const satisfies ReadonlyArray<{
  decision: FeedbackDecision;
  label: string;
  variant: 'secondary' | 'danger' | 'primary';
}>;

/** The feedback's footer: No Show, Reject and Approve send the decision; read-only feedback has Close alone. */
export function FeedbackDecisions({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(interviewsNs);
  const online = useOnline();
  const actor = FeedbackActor.useActorRef();
  const readOnly = FeedbackActor.useSelector((s) => s.matches('readOnly'));
  const submitting = FeedbackActor.useSelector((s) => s.matches('submitting'));
  const succeeded = FeedbackActor.useSelector((s) => s.matches('succeeded'));
  if (readOnly) {
    return (
      <Button variant="secondary" onClick={onClose}>
        {t('feedback.close')}
      </Button>
    );
  }
  return (
    <div className="feedback-dialog__decisions">
      {online ? null : <OfflineNote id="feedback-offline" />}
      {DECISIONS.map(({ decision, label, variant }) => (
        <Button
          key={decision}
          variant={variant}
          disabled={submitting || succeeded || !online}
          aria-describedby={online ? undefined : 'feedback-offline'}
          aria-busy={submitting || undefined}
          onClick={() => actor.send({ type: 'feedback.submit', decision })}
        >
          {submitting ? t('feedback.processing') : t(label)}
        </Button>
      ))}
    </div>
  );
}
