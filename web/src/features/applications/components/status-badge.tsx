import { useLocalMessageText } from '#web/i18n/index.ts';
import { statusTone, type ApplicationStatus } from '#machines';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const text = useLocalMessageText();
  return (
    <span className={`application-status application-status--${statusTone(status.key)}`}>{text(status.label)}</span>
  );
}
