import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { IDLE_PREFETCH_DONE_MARK, IDLE_PREFETCH_ID, prefetchWhenIdle, SLICE_MS } from './prefetch.ts';

function pageWithList(...hrefs: string[]) {
  const template = document.createElement('template');
  template.id = IDLE_PREFETCH_ID;
  template.innerHTML = hrefs
    .map((href) =>
      href.endsWith('.css')
        ? `<link rel="prefetch" as="style" href="${href}">`
        : `<link rel="modulepreload" href="${href}">`,
    )
    .join('');
  document.body.append(template);
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"], link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** A window whose idle callbacks and timers run when the test says. */
function fakeWindow(saveData = false) {
  const queued: Array<() => void> = [];
  const win = {
    requestIdleCallback: (callback: () => void) => queued.push(callback),
    setTimeout: (callback: () => void) => queued.push(callback),
    addEventListener: vi.fn(),
    navigator: { connection: { saveData } },
  };
  const runQueued = () => queued.splice(0).forEach((callback) => callback());
  return { win, runQueued };
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"], link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.innerHTML = '';
});

describe('prefetchWhenIdle', () => {
  it("once the page is idle, adds the build's preload links, runs the modules, then settles the lazy components, only once", async () => {
    pageWithList('/assets/sign-in-dialog.js', '/assets/profile-page.js', '/assets/profile-page.css');
    const { win, runQueued } = fakeWindow();
    const run = vi.fn(() => Promise.resolve());
    const settled: string[] = [];
    const afterwards = vi.fn(() => [
      () => void settled.push('sign-in dialog'),
      () => void settled.push('profile page'),
    ]);
    performance.clearMarks(IDLE_PREFETCH_DONE_MARK);
    prefetchWhenIdle({ doc: document, win, run, afterwards, now: () => 0 });
    prefetchWhenIdle({ doc: document, win, run, afterwards, now: () => 0 });
    expect(prefetchLinks()).toEqual([]);
    runQueued();
    expect(document.getElementById(IDLE_PREFETCH_ID)).toBeNull();
    runQueued();
    expect(prefetchLinks()).toEqual([
      '/assets/sign-in-dialog.js',
      '/assets/profile-page.js',
      '/assets/profile-page.css',
    ]);
    expect(run.mock.calls).toEqual([['/assets/sign-in-dialog.js'], ['/assets/profile-page.js']]);
    expect(afterwards).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      runQueued();
      expect(settled).toEqual(['sign-in dialog', 'profile page']);
    });
    expect(afterwards).toHaveBeenCalledOnce();
    expect(performance.getEntriesByName(IDLE_PREFETCH_DONE_MARK)).toHaveLength(1);
  });

  it('does at most about SLICE_MS of steps per idle callback: a long list takes several', () => {
    const hrefs = Array.from({ length: 9 }, (_, index) => `/assets/screen-${index}.${index % 3 ? 'js' : 'css'}`);
    pageWithList(...hrefs);
    const { win, runQueued } = fakeWindow();
    const run = vi.fn(() => Promise.resolve());
    // Every step takes half a slice: a callback does two.
    let clock = 0;
    const now = () => (clock += SLICE_MS / 2) - SLICE_MS / 2;
    prefetchWhenIdle({ doc: document, win, run, now });
    runQueued();
    runQueued();
    expect(prefetchLinks()).toEqual(hrefs.slice(0, 2));
    runQueued();
    expect(prefetchLinks()).toEqual(hrefs.slice(0, 4));
    expect(run).not.toHaveBeenCalled();
    for (let round = 0; round < 3; round++) runQueued();
    expect(prefetchLinks()).toEqual(hrefs);
    expect(run.mock.calls).toEqual([['/assets/screen-1.js']]);
  });

  it('waits while the screen is still loading its data', () => {
    pageWithList('/assets/job-details.js');
    const loading = document.createElement('section');
    loading.setAttribute('aria-busy', 'true');
    document.body.append(loading);
    const { win, runQueued } = fakeWindow();
    prefetchWhenIdle({ doc: document, win, run: vi.fn(() => Promise.resolve()) });
    runQueued();
    runQueued();
    expect(prefetchLinks()).toEqual([]);
    loading.setAttribute('aria-busy', 'false');
    runQueued();
    runQueued();
    expect(prefetchLinks()).toEqual(['/assets/job-details.js']);
  });

  it('prefetches nothing for a visitor who asked to save data', () => {
    pageWithList('/assets/job-details.js');
    const { win, runQueued } = fakeWindow(true);
    prefetchWhenIdle({ doc: document, win, run: vi.fn(() => Promise.resolve()) });
    runQueued();
    expect(prefetchLinks()).toEqual([]);
  });
});

describe('useFirstLoadOver', () => {
  it("is false while the build's preload list waits, and true once the idle preloads start", async () => {
    vi.resetModules();
    const fresh = await import('./prefetch.ts');
    pageWithList('/assets/refer-card.js');
    const { win, runQueued } = fakeWindow();
    const { result } = renderHook(() => fresh.useFirstLoadOver());
    expect(result.current).toBe(false);
    fresh.prefetchWhenIdle({ doc: document, win, run: () => Promise.resolve(), now: () => 0 });
    expect(result.current).toBe(false);
    act(() => runQueued());
    expect(result.current).toBe(true);
  });

  it('is true at once on a page the build gave no preload list, and when the visitor saves data', async () => {
    vi.resetModules();
    const withoutList = await import('./prefetch.ts');
    expect(renderHook(() => withoutList.useFirstLoadOver()).result.current).toBe(true);

    vi.resetModules();
    const savingData = await import('./prefetch.ts');
    pageWithList('/assets/refer-card.js');
    const { result } = renderHook(() => savingData.useFirstLoadOver());
    expect(result.current).toBe(false);
    act(() => savingData.prefetchWhenIdle({ doc: document, win: fakeWindow(true).win }));
    expect(result.current).toBe(true);
  });
});
