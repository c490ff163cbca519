import { statusTone, type ApplicationStatus } from '#machines';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`application-status application-status--${statusTone(status.key)}`}>{status.label}</span>;
}
