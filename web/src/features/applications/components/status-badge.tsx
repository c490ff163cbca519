import { statusTone, type ApplicationStatus } from '#machines';
import { useStatusText } from '../hooks/use-application-texts.ts';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const statusText = useStatusText();
  return (
    <span className={`application-status application-status--${statusTone(status.key)}`}>
      {statusText(status.label)}
    </span>
  );
}
