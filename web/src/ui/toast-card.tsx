import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useShownText } from './shown-text.ts';
import { uiNs } from './i18n.ts';
import type { Toast, ToastKind } from './toast.tsx';

const ICONS: Record<ToastKind, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
};

function ToastIcon({ kind }: { kind: ToastKind }) {
  const Icon = ICONS[kind];
  return <Icon className="toast__icon" size={20} aria-hidden="true" />;
}

export interface ToastCardProps {
  kind: ToastKind;
  /** 'status' or 'alert' for a toast; none for a card inside a region that is the live one. */
  role?: 'status' | 'alert';
  /** Without it, no dismiss button: a word that goes by itself when its moment has passed. */
  onDismiss?: (() => void) | undefined;
  children: ReactNode;
}

/** A toast's card: its icon, its words and the dismiss button. Also a notice shown in the page's flow. */
export function ToastCard({ kind, role, onDismiss, children }: ToastCardProps) {
  const { t } = useTranslation(uiNs);
  return (
    <div className={`toast toast--${kind}${onDismiss ? '' : ' toast--lasting'}`} role={role}>
      <ToastIcon kind={kind} />
      <span className="toast__message">{children}</span>
      {onDismiss ? (
        <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={onDismiss}>
          <X size={18} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/** The toasts shown, each in its card: an error as an alert, the others as a status. */
export function ToastCards({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const shownText = useShownText();
  return toasts.map((toast) => (
    <ToastCard
      key={toast.id}
      kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onDismiss={() => onDismiss(toast.id)}
    >
      {shownText(toast.message)}
    </ToastCard>
  ));
}
