import { statusTone, type ApplicationStatus } from '#machines';
import { useApplicationText } from '../hooks/use-application-texts.ts';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const text = useApplicationText();
  return (
    <span className={`application-status application-status--${statusTone(status.key)}`}>{text(status.label)}</span>
  );
}
