import { Button, Card, EmptyState } from '../../../ui/index.ts';
import { page } from '../../../shared/reload-page.ts';

const NO_JOBS = {
  title: 'No jobs found',
  filtered: 'No jobs match your current filters. Try adjusting your search or clearing filters.',
  plain: "We couldn't find any jobs at the moment. Please try again later or change your location.",
} as const;

/** The error card: the machine's text for the failure; Try Again reloads the page. */
export function JobsError({ message }: { message: string }) {
  return (
    <EmptyState
      tone="error"
      icon="⚠️"
      title="Unable to Load Jobs"
      message={message}
      action={<Button onClick={() => page.reload()}>Try Again</Button>}
    />
  );
}

export function NoJobs({ filtered }: { filtered: boolean }) {
  return <EmptyState title={NO_JOBS.title} message={filtered ? NO_JOBS.filtered : NO_JOBS.plain} />;
}

export interface ExpandPromptProps {
  prompt: string;
  nextRadius: number | null;
  onExpand: () => void;
  onDecline: () => void;
}

export function ExpandPrompt({ prompt, nextRadius, onExpand, onDecline }: ExpandPromptProps) {
  return (
    <Card className="jobs-end-card jobs-end-card--prompt" aria-label="Search radius">
      <p className="jobs-end-card__title">{prompt}</p>
      {nextRadius ? <p className="jobs-end-card__text">Search up to {nextRadius}km away for more jobs?</p> : null}
      <div className="jobs-end-card__actions">
        <Button onClick={onExpand}>Yes, Expand</Button>
        <Button variant="ghost" onClick={onDecline}>
          No, Thanks
        </Button>
      </div>
    </Card>
  );
}

export function EndOfList({ maxDistance, noMore }: { maxDistance: string | null; noMore: string }) {
  return (
    <Card className="jobs-end-card" aria-label="End of list">
      {maxDistance ? <p className="jobs-end-card__title">{maxDistance}</p> : null}
      <p className={maxDistance ? 'jobs-end-card__text' : 'jobs-end-card__title'}>{noMore}</p>
    </Card>
  );
}
