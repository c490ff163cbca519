import { Suspense } from 'react';
import { preloadableLazy } from './preloadable-lazy.ts';

const OfflineNote = preloadableLazy(() =>
  import('#web/ui/offline-state.tsx').then((module) => ({ default: module.OfflineNote })),
);

/**
 * `OfflineNote` for a write that sits in the home screen's first load (the referral form): its code and texts come
 * when the page is idle, not with the first paint. The button beside it is disabled offline either way.
 */
export function LazyOfflineNote({ id }: { id?: string }) {
  return (
    <Suspense fallback={null}>
      <OfflineNote id={id} />
    </Suspense>
  );
}
