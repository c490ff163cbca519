import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, loadFirstScreen, showOutline } from './outline-start.ts';

/** A PerformanceObserver whose paint entries the test reports. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  observed = false;
  disconnected = false;
  constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

/** A document whose outline is for the page's own address (jsdom's is '/'). */
function page(root: string, rest = '') {
  document.body.innerHTML = `<div id="root" data-outline-paths="/ /ApplyForJob">${root}</div>${rest}`;
}

const visibility = (state: DocumentVisibilityState) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

describe('showOutline', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.title = '';
  });

  it("shows the outline in the candidate's language and drops the other languages' templates", () => {
    page(
      '<h1>My Applications</h1>',
      '<template data-outline-language="hi" data-outline-title="टैलेंट जॉब्स"><h1>मेरे आवेदन</h1></template><template data-outline-language="ta"><h1>t</h1></template>',
    );
    showOutline(document, 'hi');
    expect(document.querySelector('#root h1')?.textContent).toBe('मेरे आवेदन');
    expect(document.title).toBe('टैलेंट जॉब्स');
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('keeps the English outline for English', () => {
    page('<h1>My Applications</h1>', '<template data-outline-language="hi"><h1>मेरे आवेदन</h1></template>');
    showOutline(document, 'en');
    expect(document.querySelector('#root h1')?.textContent).toBe('My Applications');
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it("shows no outline at an address it is not for (the first screen's document answers a shared link too)", () => {
    document.body.innerHTML =
      '<div id="root" data-outline-paths="/applications"><h1>My Applications</h1></div><template data-outline-language="hi"><h1>मेरे आवेदन</h1></template>';
    showOutline(document, 'hi');
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('shows no outline where it would show another state: the interviews screen to a client signed in', () => {
    document.body.innerHTML =
      '<div id="root" data-outline-paths="/" data-outline-unless="client-signed-in"><p>Please sign in</p></div>';
    sessionStorage.setItem(SESSION_STORAGE_KEYS.interviewAuthenticated, 'true');
    showOutline(document, 'en');
    expect(document.getElementById('root')?.childElementCount).toBe(0);
  });

  it('keeps that outline for a client not signed in', () => {
    document.body.innerHTML =
      '<div id="root" data-outline-paths="/" data-outline-unless="client-signed-in"><p>Please sign in</p></div>';
    showOutline(document, 'en');
    expect(document.querySelector('#root p')?.textContent).toBe('Please sign in');
  });
});

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    FakePaintObserver.current = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts once the outline is painted, and only once', () => {
    visibility('visible');
    page('<h1>My Applications</h1>');
    const start = vi.fn();
    afterFirstPaint(document, start);
    expect(FakePaintObserver.current?.observed).toBe(true);
    FakePaintObserver.current?.report('first-paint');
    expect(start).not.toHaveBeenCalled();
    FakePaintObserver.current?.report('first-contentful-paint');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported`, () => {
    visibility('visible');
    page('<h1>My Applications</h1>');
    const start = vi.fn();
    afterFirstPaint(document, start);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a tab opened in the background, which paints nothing', () => {
    visibility('hidden');
    page('<h1>My Applications</h1>');
    const start = vi.fn();
    afterFirstPaint(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the tab is hidden before the paint', () => {
    const state = visibility('visible');
    page('<h1>My Applications</h1>');
    const start = vi.fn();
    afterFirstPaint(document, start);
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when there is no outline to paint', () => {
    visibility('visible');
    page('');
    const start = vi.fn();
    afterFirstPaint(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once where the browser reports no paints', () => {
    visibility('visible');
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakePaintObserver {
        static override supportedEntryTypes = ['resource'];
      },
    );
    page('<h1>My Applications</h1>');
    const start = vi.fn();
    afterFirstPaint(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('loadFirstScreen', () => {
  // The files of a worker share the page: what this moves into the head leaves with the test.
  afterEach(() => document.head.replaceChildren());

  it("moves the first load's preloads into the head and writes its entry script anew, so that it runs", () => {
    document.head.innerHTML = '';
    page(
      '',
      '<template id="first-load"><link rel="modulepreload" href="/assets/screens-1.js"><script type="module" src="/assets/index-1.js"></script></template>',
    );
    loadFirstScreen(document);
    const preload = document.head.querySelector('link[rel="modulepreload"]');
    const script = document.head.querySelector('script');
    expect(preload?.getAttribute('href')).toBe('/assets/screens-1.js');
    expect(script?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(script?.type).toBe('module');
    expect(script?.crossOrigin).toBe('');
    // Not the inert copy from the template: one the page created.
    expect(script?.ownerDocument).toBe(document);
    expect(document.getElementById('first-load')).toBeNull();
  });
});
