import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-load.ts';

/** A screen's module: the screen is its default export. */
export type PageModule = { default: ComponentType };

/**
 * A screen that is its own chunk, and a way to fetch that chunk before the screen is first shown (settles once it is
 * in, or has failed: the failure is left to the screen's own load, which reports it).
 */
export type LazyPage = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<void> };

/**
 * A screen that is its own chunk (its module's default export), loaded under the chunk time limit the
 * first time it renders; a failure reaches the nearest route error boundary as a ChunkLoadError.
 * Once `preload()` has brought the module in, the screen renders at once: React is handed an already settled
 * thenable, so it neither shows the loading fallback nor holds the screen back behind it.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const fetchModule = () =>
    loadChunk(load).then((module) => {
      loaded = module;
      return module;
    });
  const settled = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) });
  // React calls `then` on what the factory returns; one that answers at once is read without suspending.
  const Page = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<PageModule>) : fetchModule()));
  return Object.assign(Page, {
    preload: () =>
      loaded
        ? Promise.resolve()
        : fetchModule().then(
            () => undefined,
            () => undefined,
          ),
  });
}
