import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- like React's lazy, any component, whatever its props
type AnyComponent = ComponentType<any>;
type ComponentModule<T extends AnyComponent> = { default: T };

const preloads = new Set<() => void>();

/**
 * React's `lazy`, plus a preload: once its task from `lazyComponentPreloads()` has brought the module in (the app runs them when the
 * first screen is idle), the component renders in the same commit as the click that shows it. React is handed an
 * already settled thenable, so it neither shows the fallback nor holds the content back behind it (React keeps a
 * fallback up for at least 300 ms once shown). Before that, it behaves exactly like `lazy`.
 */
export function preloadableLazy<T extends AnyComponent>(
  load: () => Promise<ComponentModule<T>>,
): LazyExoticComponent<T> {
  let loaded: ComponentModule<T> | undefined;
  const fetchModule = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  preloads.add(() => {
    // A failure here is left to the component's own load, which reports it.
    if (!loaded) void fetchModule().catch(() => undefined);
  });
  const settled = (module: ComponentModule<T>) => ({
    then: (resolve: (value: ComponentModule<T>) => void) => resolve(module),
  });
  return lazy(() => (loaded ? (settled(loaded) as unknown as Promise<ComponentModule<T>>) : fetchModule()));
}

/** For each component made with `preloadableLazy`, a task that brings its module in. */
export function lazyComponentPreloads(): Array<() => void> {
  return [...preloads];
}
