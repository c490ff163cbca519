import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- like React's lazy, any component, whatever its props
type AnyComponent = ComponentType<any>;
type ComponentModule<T extends AnyComponent> = { default: T };

/** A lazy component with a way to fetch its module before it first renders (settles once in, or failed). */
export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & { preload: () => Promise<void> };

const idlePreloads = new Set<() => void>();

/**
 * React's `lazy`, plus `preload()`: once the module is in, the component renders in the same commit as the click or
 * the navigation that shows it. React is handed an already settled thenable, so it neither shows the fallback nor
 * holds the content back behind it (React keeps a fallback up for at least 300 ms once shown). Before that, it
 * behaves exactly like `lazy`. A dialog's or a part's preload is one of `lazyComponentPreloads()`, which the app runs
 * once the first screen is idle; the screens (`{ idle: false }`) are preloaded by the route table in their order.
 */
export function preloadableLazy<T extends AnyComponent>(
  load: () => Promise<ComponentModule<T>>,
  { idle = true }: { idle?: boolean } = {},
): PreloadableLazy<T> {
  let loaded: ComponentModule<T> | undefined;
  const fetchModule = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // A failure here is left to the component's own load, which reports it.
  const preload = () =>
    loaded
      ? Promise.resolve()
      : fetchModule().then(
          () => undefined,
          () => undefined,
        );
  if (idle) idlePreloads.add(() => void preload());
  const settled = (module: ComponentModule<T>) => ({
    then: (resolve: (value: ComponentModule<T>) => void) => resolve(module),
  });
  const component = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<ComponentModule<T>>) : fetchModule()));
  return Object.assign(component, { preload });
}

/** For each dialog or part made with `preloadableLazy`, a task that brings its module in. */
export function lazyComponentPreloads(): Array<() => void> {
  return [...idlePreloads];
}
