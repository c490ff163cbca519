import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { loadChunk } from './chunk-load.ts';

/** A route whose screen is a separate chunk (its module's default export), loaded under the chunk time limit. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module.default };
  };
}
