import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_ID, LINKS_PER_IDLE_PERIOD, prefetchWhenIdle } from './prefetch.ts';

function pageWithList(...hrefs: string[]) {
  const template = document.createElement('template');
  template.id = IDLE_PREFETCH_ID;
  template.innerHTML = hrefs.map((href) => (href.endsWith('.css') ? `<link rel="prefetch" as="style" href="${href}">` : `<link rel="modulepreload" href="${href}">`)).join('');
  document.body.append(template);
}

const prefetchLinks = () => [...document.head.querySelectorAll('link[rel="prefetch"], link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

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
  it('adds the build\'s preload links to the head once the page is idle, only once, then runs the modules one per idle period', async () => {
    pageWithList('/assets/sign-in-dialog.js', '/assets/profile-page.js');
    const { win, runQueued } = fakeWindow();
    const run = vi.fn(() => Promise.resolve());
    const settled: string[] = [];
    const afterwards = vi.fn(() => [() => void settled.push('sign-in dialog'), () => void settled.push('profile page')]);
    prefetchWhenIdle({ doc: document, win, run, afterwards });
    prefetchWhenIdle({ doc: document, win, run, afterwards });
    expect(prefetchLinks()).toEqual([]);
    runQueued();
    expect(prefetchLinks()).toEqual(['/assets/sign-in-dialog.js', '/assets/profile-page.js']);
    expect(document.getElementById(IDLE_PREFETCH_ID)).toBeNull();
    expect(run).not.toHaveBeenCalled();
    runQueued();
    expect(run.mock.calls).toEqual([['/assets/sign-in-dialog.js']]);
    await vi.waitFor(() => {
      runQueued();
      expect(run.mock.calls).toEqual([['/assets/sign-in-dialog.js'], ['/assets/profile-page.js']]);
      expect(afterwards).toHaveBeenCalledOnce();
    });
    // The follow-up tasks run one per idle period too (the last waiting round may have run the first).
    if (settled.length === 0) runQueued();
    expect(settled).toEqual(['sign-in dialog']);
    runQueued();
    expect(settled).toEqual(['sign-in dialog', 'profile page']);
    expect(afterwards).toHaveBeenCalledOnce();
  });

  it('adds a long list a few links per idle period, and runs the modules only once every link is in', () => {
    const hrefs = Array.from({ length: 2 * LINKS_PER_IDLE_PERIOD + 1 }, (_, index) => `/assets/screen-${index}.${index % 3 ? 'js' : 'css'}`);
    pageWithList(...hrefs);
    const { win, runQueued } = fakeWindow();
    const run = vi.fn(() => Promise.resolve());
    prefetchWhenIdle({ doc: document, win, run });
    runQueued();
    expect(prefetchLinks()).toEqual(hrefs.slice(0, LINKS_PER_IDLE_PERIOD));
    runQueued();
    expect(prefetchLinks()).toEqual(hrefs.slice(0, 2 * LINKS_PER_IDLE_PERIOD));
    expect(run).not.toHaveBeenCalled();
    runQueued();
    expect(prefetchLinks()).toEqual(hrefs);
    expect(run).not.toHaveBeenCalled();
    runQueued();
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
