import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-load.ts';

/**
 * A screen that is its own chunk (its module's default export), loaded under the chunk time limit the
 * first time it renders; a failure reaches the nearest route error boundary as a ChunkLoadError.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadChunk(load));
}
