import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, initialFocusTarget, watchDialogContent, watchOverflow } from './dialog-content.ts';
import { openBackLayer } from './back-layer.ts';
import { hideDialog, showDialog, type DialogLayer } from './dialog-stack.ts';
import { uiNs } from './i18n.ts';
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
  /** Extra class on the dialog's box, e.g. for a fixed height. */
  className?: string;
  description?: ReactNode;
  /**
   * Whether Back (Android's gesture, the browser's button) closes it as Escape would (default true; never while
   * busy). A dialog that must be answered when it opens leaves Back to the page; so does one whose owner handles it.
   */
  backCloses?: boolean;
}

/**
 * A modal dialog: the platform's `<dialog>` opened with `showModal()`, so it sits in the top layer and the page
 * behind is inert. Focus moves in (to the first field, else the first control) and Tab wraps inside it; page scroll
 * is locked; an error that appears is scrolled into view; a body too long for the screen can be focused and scrolled
 * by keyboard; focus returns to the opener on close, also when the dialog is unmounted while open. Escape, a press
 * on the backdrop and the close button call `onClose`, only while `dismissible`; so does Back (dialog-stack.ts), and
 * the page stays. On phones it is a bottom sheet.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <ModalDialog {...props} /> : null;
}

/** A press on the backdrop: on the `<dialog>` itself (not its content) and outside its box. */
function isOnBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/** Tab and Shift+Tab wrap at the ends: inert alone would let Tab leave for the browser's own controls. */
function wrapTab(content: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...content.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const [firstItem, lastItem] = [items[0]!, items[items.length - 1]!];
  if (event.shiftKey && document.activeElement === firstItem) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && document.activeElement === lastItem) {
    event.preventDefault();
    firstItem.focus();
  }
}

type Latest = RefObject<{ dismissible: boolean; onClose?: (() => void) | undefined; backCloses: boolean }>;

/** What the listeners read when an event comes: the props of the last render. */
function useLatest(props: Latest['current']): Latest {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  return latest;
}

/** The dialog as the stack sees it (dialog-stack.ts), reading the props of the last render when asked. */
function stackLayer(element: HTMLDialogElement, latest: Latest): DialogLayer {
  return {
    element,
    isDismissible: () => latest.current.dismissible,
    requestClose: () => {
      if (latest.current.dismissible) latest.current.onClose?.();
    },
  };
}

/**
 * From the first time the dialog may be dismissed until it goes, Back closes it while it may (a busy one stays); one
 * that must be answered from the start, or whose owner holds Back itself, leaves Back to the page (back-layer.ts).
 */
function useBackLayer(dialog: RefObject<HTMLDialogElement | null>, latest: Latest, dismissible: boolean) {
  const leave = useRef<(() => void) | null>(null);
  useLayoutEffect(() => () => leave.current?.(), []);
  useLayoutEffect(() => {
    if (!dismissible || leave.current || !latest.current.backCloses || !latest.current.onClose) return;
    const { isDismissible, requestClose } = stackLayer(dialog.current!, latest);
    leave.current = openBackLayer({ canClose: isDismissible, close: requestClose });
  }, [dialog, dismissible, latest]);
}

function ModalDialog({
  title,
  onClose,
  dismissible = true,
  children,
  footer,
  size = 'md',
  className,
  description,
  backCloses = true,
}: DialogProps) {
  const { t } = useTranslation(uiNs);
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  const latest = useLatest({ dismissible, onClose, backCloses });

  // Shown while mounted; closed here, before React removes it, so that the focus can go back to the opener.
  useLayoutEffect(() => {
    const element = dialog.current!;
    const inner = content.current!;
    const { requestClose } = showDialog(stackLayer(element, latest));
    const start = initialFocusTarget(inner) ?? element;
    start.focus();
    const stopWatching = watchDialogContent(inner, start);

    const listening = new AbortController();
    const { signal } = listening;
    // React decides when the dialog closes: Escape (the browser's close request) is passed on to onClose.
    element.addEventListener(
      'cancel',
      (event) => {
        event.preventDefault();
        if (event.cancelable) requestClose();
      },
      { signal },
    );
    // A close request the browser would not let us cancel closed it anyway: it stays until its owner closes it.
    // (Closing it ourselves, we stop listening first.)
    element.addEventListener(
      'close',
      () => {
        if (!element.isConnected || element.open) return;
        element.showModal();
        (initialFocusTarget(inner) ?? element).focus();
        requestClose();
      },
      { signal },
    );
    element.addEventListener(
      'mousedown',
      (event) => {
        if (!isOnBackdrop(element, event)) return;
        // No focus change for the press: the focus goes back to the opener as the dialog closes, and stays.
        event.preventDefault();
        requestClose();
      },
      { signal },
    );
    element.addEventListener('keydown', (event) => wrapTab(inner, event), { signal });
    return () => {
      listening.abort();
      stopWatching();
      hideDialog(element);
    };
  }, [latest]);

  useLayoutEffect(() => watchOverflow(body.current!, setScrollable), []);
  useBackLayer(dialog, latest, dismissible);

  return createPortal(
    <dialog
      ref={dialog}
      className={`dialog dialog--${size} ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
    >
      {/* The dialog's own content (display: contents); the toasts render beside it, in the dialog. */}
      <div ref={content} className="dialog__content">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {onClose && dismissible ? (
            <button type="button" className="dialog__close" aria-label={t('dialog.close')} onClick={onClose}>
              <X size={22} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        ) : null}
        {/* Too long for the screen, the body is a named stop in the tab order, so a keyboard can scroll it. */}
        <div
          ref={body}
          className="dialog__body"
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          aria-label={scrollable ? t('dialog.scrollRegion') : undefined}
        >
          {children}
        </div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>,
    document.body,
  );
}
