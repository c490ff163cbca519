import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, initialFocusTarget, watchDialogContent } from './dialog-content.ts';
import { uiNs } from './i18n.ts';
import { makeBackgroundInert } from './inert-background.ts';
import { useScrollLock } from './use-scroll-lock.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, outside click or the close button, unless `dismissible` is false. */
  onClose?: () => void;
  /** False while busy, or for dialogs that must be answered (e.g. the location preference). */
  dismissible?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the panel, e.g. for a fixed height. */
  className?: string;
  description?: ReactNode;
}

/**
 * A modal dialog: the page behind is inert, focus moves in (to the first field, else the first control) and is
 * kept inside, page scroll is locked, an error that appears is scrolled into view, focus returns on close.
 */
export function Dialog({
  open,
  title,
  onClose,
  dismissible = true,
  children,
  footer,
  size = 'md',
  className,
  description,
}: DialogProps) {
  const { t } = useTranslation(uiNs);
  const titleId = useId();
  const descriptionId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (!open || !backdrop.current) return;
    const previous = document.activeElement as HTMLElement | null;
    const releaseBackground = makeBackgroundInert(backdrop.current);
    const start = panel.current ? initialFocusTarget(panel.current) : null;
    start?.focus();
    const stopWatching = panel.current && start ? watchDialogContent(panel.current, start) : () => {};
    return () => {
      stopWatching();
      // Release first: browsers do not focus an element that is still inert.
      releaseBackground();
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const close = () => {
    if (dismissible) onClose?.();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
    // Inert alone would let Tab leave for the browser's own controls; the dialog pattern wraps.
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const [firstItem, lastItem] = [items[0]!, items[items.length - 1]!];
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };
  return createPortal(
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- the backdrop: a press outside the panel closes it; its keys are the panel's (Escape, Tab wrapping)
    <div
      ref={backdrop}
      className="dialog__backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && close()}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panel}
        className={`dialog dialog--${size} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {onClose && dismissible ? (
            <button type="button" className="dialog__close" aria-label={t('dialog.close')} onClick={close}>
              <X size={22} aria-hidden="true" />
            </button>
          ) : null}
        </header>
        {description ? (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        ) : null}
        <div className="dialog__body">{children}</div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
