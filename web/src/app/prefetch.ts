import { useSyncExternalStore } from 'react';
import { whenIdle, type IdleScheduler } from '#web/shared/when-idle.ts';

/** The `<template>` the build fills with a preload link for each screen's and dialog's code (web/build/chunk-hints.ts). */
export const IDLE_PREFETCH_ID = 'idle-prefetch';
/** The performance mark set when the idle preloads start: what loads before it is the page's first load. */
export const IDLE_PREFETCH_MARK = 'idle-prefetch';
/** While anything on the page says it is loading, prefetching waits (checked again this often)… */
const BUSY_RECHECK_MS = 250;
/** …but not longer than this after the page has loaded. */
const MAX_WAIT_MS = 10_000;
/** The performance mark set once every preloaded module has run and every lazy component is settled. */
export const IDLE_PREFETCH_DONE_MARK = 'idle-prefetch-done';
/**
 * The work one idle callback does at most (it stops after the step that passes this). A few milliseconds here are
 * well under the 50 ms that make a task hold up a tap, even on a phone four times slower than a laptop.
 */
export const SLICE_MS = 4;

interface IdleWindow extends IdleScheduler {
  addEventListener: Window['addEventListener'];
  navigator: { connection?: { saveData?: boolean } };
}

const firstLoadListeners = new Set<() => void>();
let firstLoadOver = false;

function endFirstLoad(): void {
  firstLoadOver = true;
  for (const listener of firstLoadListeners) listener();
}

/**
 * Whether the page's first load is over: the idle preloads have started (or will not happen: data saving, or a page
 * the build gave no preload list, such as the tests'). A part that no first screen needs renders from then on, so
 * its code stays out of the first load.
 */
export function useFirstLoadOver(): boolean {
  return useSyncExternalStore(
    (listener) => {
      firstLoadListeners.add(listener);
      return () => firstLoadListeners.delete(listener);
    },
    () => firstLoadOver || !document.getElementById(IDLE_PREFETCH_ID),
  );
}

/** Runs a built chunk's module (its code is already preloaded): the same module a screen's lazy import gets. */
const runModule = (href: string): Promise<unknown> => import(/* @vite-ignore */ href);

/**
 * Once the page has loaded, its first screen has its data (nothing `aria-busy`) and the browser is idle, moves the
 * build's preload links into the document head and runs the preloaded modules: the code of every screen and dialog
 * a visitor can open is then ready before the first click, which only has to render. Once they all have run,
 * `afterwards` gives the follow-up tasks (settling each lazy component's import). All of it goes in idle callbacks,
 * each doing steps for at most about SLICE_MS: no task is long enough to hold up a tap on a slow phone, and on an
 * idle page the whole list is through in a few idle periods. Sets IDLE_PREFETCH_DONE_MARK at the end.
 * Nothing happens when the visitor asked to save data, or in a build without the list.
 */
export function prefetchWhenIdle({
  afterwards = () => [],
  doc = document,
  win = window as unknown as IdleWindow,
  run = runModule,
  now = () => performance.now(),
}: {
  afterwards?: () => ReadonlyArray<() => void>;
  doc?: Document;
  win?: IdleWindow;
  run?: (href: string) => Promise<unknown>;
  now?: () => number;
} = {}): void {
  const template = doc.getElementById(IDLE_PREFETCH_ID);
  if (!(template instanceof HTMLTemplateElement) || win.navigator.connection?.saveData) {
    endFirstLoad();
    return;
  }
  const idle = (callback: () => void) => whenIdle(callback, win);

  /** Runs the steps in idle callbacks, each for about SLICE_MS at most, then `then`. */
  const drain = (steps: Array<() => void>, then: () => void) => {
    idle(() => {
      const start = now();
      do {
        steps.shift()?.();
      } while (steps.length > 0 && now() - start < SLICE_MS);
      if (steps.length > 0) drain(steps, then);
      else then();
    });
  };

  let started = 0;
  const attempt = () => {
    started ||= Date.now();
    if (!template.isConnected) return;
    if (doc.querySelector('[aria-busy="true"]') && Date.now() - started < MAX_WAIT_MS) {
      win.setTimeout(() => idle(attempt), BUSY_RECHECK_MS);
      return;
    }
    performance.mark(IDLE_PREFETCH_MARK);
    const links = [...(template.content.cloneNode(true) as DocumentFragment).querySelectorAll('link')];
    const modules = links
      .filter((link) => link.rel === 'modulepreload')
      .flatMap((link) => link.getAttribute('href') || []);
    template.remove();
    endFirstLoad();
    const running: Array<Promise<unknown>> = [];
    // Each link starts a fetch as it is added; each module runs once its code is in (a module that fails here is
    // retried by its screen's own import, which reports the failure).
    const steps = [
      ...links.map((link) => () => doc.head.append(link)),
      ...modules.map((href) => () => void running.push(run(href).catch(() => undefined))),
    ];
    drain(
      steps,
      () =>
        void Promise.all(running).then(() => drain([...afterwards()], () => performance.mark(IDLE_PREFETCH_DONE_MARK))),
    );
  };
  if (doc.readyState === 'complete') idle(attempt);
  else win.addEventListener('load', () => idle(attempt), { once: true });
}
