import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeClientViolations } from './mock-upstream.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const violations = takeClientViolations();
  if (violations.length > 0) {
    const lines = violations.map((v) => `  ${v.operationId}: ${v.request} — ${v.problem}`);
    throw new Error(`The client sent requests off the contract:\n${lines.join('\n')}`);
  }
});
