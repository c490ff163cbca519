// The mock upstream's layers (mock-server/src/README.md). Each folder (or entry file) may import only
// the ones listed for it; every other direction inside the mock is forbidden, and since the lists form
// a DAG, no two folders can import each other, however indirectly. For production code: tests and
// src/testing/ may import any layer (the root config's restricted-paths block already leaves them out).
const SRC = './mock-server/src';

/** What each part of the mock may import, lowest layers first. */
const MAY_IMPORT = {
  generator: [],
  contract: [],
  store: ['generator'],
  core: ['contract', 'store'],
  domain: ['contract', 'core', 'store', 'generator'],
  seed: ['core', 'domain', 'store', 'generator'],
  pipeline: ['contract', 'core'],
  replay: ['contract', 'core'],
  handlers: ['contract', 'core', 'domain', 'store', 'generator', 'pipeline'],
  scenarios: ['core', 'store', 'seed'],
  control: ['core', 'domain', 'seed', 'scenarios', 'store', 'generator'],
  sessions: ['contract', 'core', 'control', 'scenarios'],
  watch: ['contract', 'core', 'replay', 'sessions'],
  'create-world.ts': ['core', 'seed'],
  adapters: ['contract', 'core', 'pipeline', 'handlers', 'control', 'sessions', 'watch', 'create-world.ts'],
  'server.ts': ['adapters'],
};

const WHY = {
  generator: 'the generator is pure, seeded data generation',
  contract: 'the contract layer only reads and checks openapi/',
};

const parts = [...Object.keys(MAY_IMPORT), 'testing'];

export const mockLayerZones = Object.entries(MAY_IMPORT).flatMap(([part, allowed]) =>
  parts
    .filter((other) => other !== part && !allowed.includes(other))
    .map((other) => ({
      target: `${SRC}/${part}`,
      from: `${SRC}/${other}`,
      message:
        `mock-server/src/${part} may not import ${other} (${WHY[part] ?? `it may import only ${allowed.join(', ') || 'nothing else in the mock'}`}; ` +
        'see mock-server/src/README.md).',
    })),
);
