import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { ShownText } from './shown-text.ts';
import { ToastCards } from './toast-card.tsx';
import { subscribeToDialogs, topDialog } from './dialog-stack.ts';
import './toast.css';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
const TOAST_DURATION_MS = 4000;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: ShownText;
}

export interface ToastApi {
  show(kind: ToastKind, message: ShownText, durationMs?: number): void;
  success(message: ShownText, durationMs?: number): void;
  error(message: ShownText, durationMs?: number): void;
  info(message: ShownText, durationMs?: number): void;
  warning(message: ShownText, durationMs?: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const noDialog = () => null;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dialog = useSyncExternalStore(subscribeToDialogs, topDialog, noDialog);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, message: ShownText, durationMs = TOAST_DURATION_MS) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, message }]);
      setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m, d) => show('success', m, d),
      error: (m, d) => show('error', m, d),
      info: (m, d) => show('info', m, d),
      warning: (m, d) => show('warning', m, d),
    }),
    [show],
  );
  const region = (shown: Toast[]) => (
    <div className="toasts" aria-live="polite" aria-atomic="false">
      <ToastCards toasts={shown} onDismiss={dismiss} />
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/*
       * Outside the app root. While a modal dialog is open everything outside it is inert (neither seen by a screen
       * reader nor pressed), so the toasts show inside the top dialog instead; the page's region stays, empty, so
       * that a toast shown as the last dialog closes lands in a live region that was already there.
       */}
      {createPortal(region(dialog ? [] : toasts), document.body)}
      {dialog ? createPortal(region(toasts), dialog) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
