import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { sessionStore } from '#web/shared/session.ts';
import { installDialogShim } from './dialog-shim.ts';
// Modules the app loads on demand and has in by the time anyone opens a dialog (its idle preloads): compiled here once,
// so that a test's wait for a dialog or a candidate's record is not spent compiling them.
import '#web/ui/dialog.tsx';
import '#web/entities/candidate/model/candidate.ts';
// Then (its afterEach runs after this file's): any request the test sent off the contract fails it.
import './setup-contract.ts';

installDialogShim();

// A wait for what a screen shows is not a timing check (figures come from npm run bench): on a busy two-core machine a
// screen's first render, lazy chunks included, can take seconds, so the waits allow 5 s (the library's default: 1 s).
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // A test that stopped the clock gives the next one (in this file or, in a worker's shared page, the next file) the real one.
  vi.useRealTimers();
  // The next test starts on an entry of its own, without the marks of this one's Back layers.
  window.history.pushState(null, '', '/');
  // Every test starts signed out, in English, with empty storage.
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
  languageStore.sync();
});
