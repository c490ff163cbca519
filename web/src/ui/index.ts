import './tokens.css';
import './base.css';

export { Button, type ButtonProps, type ButtonVariant } from './button.tsx';
export { Card } from './card.tsx';
export { Chip } from './chip.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export { EmptyState } from './empty-state.tsx';
export { Field } from './field.tsx';
export { Skeleton, SkeletonCard } from './skeleton.tsx';
export { Spinner } from './spinner.tsx';
export { Tabs, type TabItem } from './tabs.tsx';
export { ToastProvider, useToast, TOAST_DURATION_MS, type ToastApi, type ToastKind } from './toast.tsx';
export { useScrollLock } from './use-scroll-lock.ts';
