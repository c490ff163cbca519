import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { sessionStore } from '#web/shared/session.ts';
import { backLayersQueued } from '#web/ui/back-layer.ts';
import { backLayersTouched, resetBackLayers } from '#web/ui/back-layer-history.ts';
import { installDialogShim } from './dialog-shim.ts';
import { takeClientViolations } from './mock-upstream.ts';

installDialogShim();

afterEach(async () => {
  cleanup();
  // The history work of the layers a test opened finishes (a layer closed another way takes its entry away a task
  // later, and that Back arrives a task after), then is forgotten: the next test starts on a fresh page.
  await backLayersQueued();
  if (backLayersTouched()) await new Promise((resolve) => setTimeout(resolve, 20));
  resetBackLayers();
  // Every test starts signed out, in English, with empty storage.
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
  languageStore.sync();
  const violations = takeClientViolations();
  if (violations.length > 0) {
    const lines = violations.map((v) => `  ${v.operationId}: ${v.request} — ${v.problem}`);
    throw new Error(`The client sent requests off the contract:\n${lines.join('\n')}`);
  }
});
