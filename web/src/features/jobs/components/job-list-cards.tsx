import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { Message } from '#machines';
import { Button, Card, EmptyState } from '#web/ui/index.ts';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { page } from '#web/shared/reload-page.ts';
import { jobsNs } from '../i18n.ts';

/**
 * The error card: the machine's message for the failure, in the chosen language; Try Again reloads the page (or, for a
 * failure of the network, searches again: a reload would find no network either).
 */
export function JobsError({ message, onRetry }: { message: Message; onRetry?: () => void }) {
  const { t } = useTranslation(jobsNs);
  const messageText = useMessageText();
  return (
    <EmptyState
      tone="error"
      icon={TriangleAlert}
      title={t('list.errorTitle')}
      message={messageText(message)}
      action={<Button onClick={onRetry ?? (() => page.reload())}>{t('list.tryAgain')}</Button>}
    />
  );
}

export function NoJobs({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation(jobsNs);
  return <EmptyState title={t('list.noJobs')} message={filtered ? t('list.noJobsFiltered') : t('list.noJobsPlain')} />;
}

export interface ExpandPromptProps {
  /** The radius searched so far, in km. */
  radius: number;
  nextRadius: number | null;
  onExpand: () => void;
  onDecline: () => void;
}

/** 'No more jobs within 10km radius' (the machine's expandPromptMessage, its number in the language's digits) and the offer to widen. */
export function ExpandPrompt({ radius, nextRadius, onExpand, onDecline }: ExpandPromptProps) {
  const { t } = useTranslation(jobsNs);
  const format = useFormat();
  return (
    <Card className="jobs-end-card jobs-end-card--prompt" aria-label={t('end.radius')}>
      <p className="jobs-end-card__title">{t('end.noMoreWithin', { radius: format.number(radius) })}</p>
      {nextRadius ? (
        <p className="jobs-end-card__text">{t('end.expandQuestion', { radius: format.number(nextRadius) })}</p>
      ) : null}
      <div className="jobs-end-card__actions">
        <Button onClick={onExpand}>{t('end.expand')}</Button>
        <Button variant="ghost" onClick={onDecline}>
          {t('end.decline')}
        </Button>
      </div>
    </Card>
  );
}

/** The machine's end-of-list messages, shown in the chosen language. */
export function EndOfList({ maxDistance, noMore }: { maxDistance: Message | null; noMore: Message }) {
  const { t } = useTranslation(jobsNs);
  const messageText = useMessageText();
  return (
    <Card className="jobs-end-card" aria-label={t('end.label')}>
      {maxDistance ? <p className="jobs-end-card__title">{messageText(maxDistance)}</p> : null}
      <p className={maxDistance ? 'jobs-end-card__text' : 'jobs-end-card__title'}>{messageText(noMore)}</p>
    </Card>
  );
}
