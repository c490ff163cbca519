import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '#web/ui/button.tsx';

/**
 * A modal dialog: the platform's <dialog> opened with showModal(), so the page behind it is inert, Escape closes it and
 * focus stays inside; on closing, focus goes back to what had it before.
 */
export function ConsoleDialog({
  title,
  onClose,
  children,
  wide,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`console-dialog${wide ? ' console-dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="console-dialog__head">
        <h2 id={titleId} className="console-dialog__title">
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      <div className="console-dialog__body">{children}</div>
    </dialog>
  );
}
