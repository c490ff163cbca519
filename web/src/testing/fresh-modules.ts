import { vi } from 'vitest';

// The first setup file of each web test file that shares its worker with others (vitest.config.ts): the modules of
// the project's own code load afresh for it — the signed-in session, the language, the query cache start new — while
// those from node_modules (React, the testing library) stay loaded, which is where a file's start-up time went.
vi.resetModules();
