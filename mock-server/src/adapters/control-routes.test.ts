import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONSOLE_EVENTS_PATH, CONTROL_ROUTES } from './control-routes.ts';

const METHODS = ['get', 'post', 'put', 'delete'];
const documented = parse(readFileSync(new URL('../../../openapi/mock-control.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

/** 'GET /__mock/sessions/{id}' for a documented route and for a served one (`:id` read as `{id}`). */
const documentedRoutes = Object.entries(documented.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`),
);
/** The table's routes and the console's stream, which each adapter writes its own way. */
const servedRoutes = [...CONTROL_ROUTES, { method: 'get', path: CONSOLE_EVENTS_PATH }].map(
  (route) => `${route.method.toUpperCase()} ${route.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`,
);

describe('the control API both adapters serve (one table) and its contract, openapi/mock-control.yaml', () => {
  it('serves every documented route and documents every served one', () => {
    expect([...servedRoutes].sort()).toEqual([...documentedRoutes].sort());
  });

  it('serves each route once', () => {
    expect(new Set(servedRoutes).size).toBe(servedRoutes.length);
  });
});
