import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
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

afterEach(async () => {
  cleanup();
  // The next test starts on an entry of its own, without the marks of this one's Back layers.
  window.history.pushState(null, '', '/');
  // Every test starts signed out, in English, with empty storage.
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
  languageStore.sync();
});
