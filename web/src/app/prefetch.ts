import { whenIdle, type IdleScheduler } from '../shared/when-idle.ts';

/** The `<template>` the build fills with a preload link for each screen's and dialog's code (web/build/chunk-hints.ts). */
export const IDLE_PREFETCH_ID = 'idle-prefetch';
/** The performance mark set when the idle preloads start: what loads before it is the page's first load. */
export const IDLE_PREFETCH_MARK = 'idle-prefetch';
/** While anything on the page says it is loading, prefetching waits (checked again this often)… */
const BUSY_RECHECK_MS = 250;
/** …but not longer than this after the page has loaded. */
const MAX_WAIT_MS = 10_000;
/** Each link starts a fetch and, for a module, a compile when it arrives: two per idle period keep each task short. */
export const LINKS_PER_IDLE_PERIOD = 2;

interface IdleWindow extends IdleScheduler {
  addEventListener: Window['addEventListener'];
  navigator: { connection?: { saveData?: boolean } };
}

/** Runs a built chunk's module (its code is already preloaded): the same module a screen's lazy import gets. */
const runModule = (href: string): Promise<unknown> => import(/* @vite-ignore */ href);

/**
 * Once the page has loaded, its first screen has its data (nothing `aria-busy`) and the browser is idle, moves the
 * build's preload links into the document head, then runs the preloaded modules one per idle period: the code of
 * every screen and dialog a visitor can open is then ready before the first click, which only has to render.
 * Once they all have run, `afterwards` gives the follow-up tasks (settling each lazy component's import), run one
 * per idle period as well: no task is long enough to hold up a tap on a slow phone.
 * Nothing happens when the visitor asked to save data, or in a build without the list.
 */
export function prefetchWhenIdle({
  afterwards = () => [],
  doc = document,
  win = window as unknown as IdleWindow,
  run = runModule,
}: { afterwards?: () => ReadonlyArray<() => void>; doc?: Document; win?: IdleWindow; run?: (href: string) => Promise<unknown> } = {}): void {
  const template = doc.getElementById(IDLE_PREFETCH_ID);
  if (!(template instanceof HTMLTemplateElement) || win.navigator.connection?.saveData) return;
  const idle = (callback: () => void) => whenIdle(callback, win);

  const runTasks = (tasks: ReadonlyArray<() => void>) => {
    const [next, ...rest] = tasks;
    if (next) {
      idle(() => {
        next();
        runTasks(rest);
      });
    }
  };

  const runEach = (hrefs: string[]) => {
    const [next, ...rest] = hrefs;
    if (next === undefined) {
      runTasks(afterwards());
      return;
    }
    idle(() => {
      // A module that fails here is retried by its screen's own import, which reports the failure.
      void run(next).catch(() => undefined).finally(() => runEach(rest));
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
    const modules = links.filter((link) => link.rel === 'modulepreload').map((link) => link.getAttribute('href') ?? '');
    template.remove();
    appendInSlices(links, () => runEach(modules.filter(Boolean)));
  };

  // Each link starts a fetch as it is added: a few per idle period keep every task short on a slow phone.
  const appendInSlices = (links: HTMLLinkElement[], then: () => void) => {
    doc.head.append(...links.slice(0, LINKS_PER_IDLE_PERIOD));
    const rest = links.slice(LINKS_PER_IDLE_PERIOD);
    if (rest.length === 0) then();
    else idle(() => appendInSlices(rest, then));
  };
  if (doc.readyState === 'complete') idle(attempt);
  else win.addEventListener('load', () => idle(attempt), { once: true });
}
