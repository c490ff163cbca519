import './tokens.css';
import './base.css';

export { Button } from './button.tsx';
export { Card } from './card.tsx';
export { Chip } from './chip.tsx';
export { EmptyState } from './empty-state.tsx';
export { Field } from './field.tsx';
export { Skeleton, SkeletonCard } from './skeleton.tsx';
export { Spinner } from './spinner.tsx';
export { ToastProvider, useToast } from './toast.tsx';
// Parts no first screen shows are imported from their own files (dialog.tsx, tabs.tsx, offline-state.tsx…):
// what this barrel exports goes into the first load with it.
