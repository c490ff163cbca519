import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { newInstance } from './instance.ts';
import { WorldRegistry } from './world-registry.ts';

const options = { jobCount: 50, clockStart: TEST_CLOCK_START, frozenClock: true };

/** A registry on a clock the test moves (milliseconds of wall time). */
function registry(bounds: { limit?: number; idleMs?: number } = {}) {
  let now = 0;
  const worlds = new WorldRegistry({ options }, { ...bounds, now: () => now, instance: newInstance('test') });
  return { worlds, pass: (ms: number) => (now += ms) };
}

const worldOf = (worlds: WorldRegistry, id: string | null) => {
  const resolved = worlds.resolve(id);
  if (!('world' in resolved)) throw new Error(`no world for ${id}`);
  return resolved.world;
};

describe('the session registry', () => {
  it('forgets the least recently used session first when the bound is reached, never the default world', () => {
    const { worlds, pass } = registry({ limit: 3 });
    for (const id of ['one', 'two', 'three']) {
      worldOf(worlds, id);
      pass(1);
    }
    worldOf(worlds, 'one');
    pass(1);
    worldOf(worlds, 'four');
    expect(worlds.list().map((s) => s.id)).toEqual(['three', 'one', 'four']);
    worldOf(worlds, 'five');
    expect(worlds.list().map((s) => s.id)).toEqual(['one', 'four', 'five']);
    expect(worldOf(worlds, null)).toBe(worlds.defaultWorld);
  });

  it('forgets a session unused for the idle time, on the next look or call; a chosen id then starts afresh', () => {
    const { worlds, pass } = registry({ idleMs: 1_000 });
    const first = worldOf(worlds, 'idle');
    worldOf(worlds, 'busy');
    pass(600);
    worldOf(worlds, 'busy');
    pass(600);
    expect(worlds.list().map((s) => s.id)).toEqual(['busy']);
    const again = worldOf(worlds, 'idle');
    expect(again).not.toBe(first);
    pass(1_001);
    expect(worlds.sweep()).toBe(2);
    expect(worlds.size).toBe(0);
  });

  it('counts requests and the last use of each session', () => {
    const { worlds, pass } = registry();
    worldOf(worlds, 'counted');
    pass(5_000);
    worldOf(worlds, 'counted');
    const [info] = worlds.list();
    expect(info).toMatchObject({
      id: 'counted',
      requests: 2,
      created: new Date(0).toISOString(),
      lastUsed: new Date(5_000).toISOString(),
      scenario: 'default',
      auth: 'open',
    });
    expect(info!.estimatedBytes).toBeGreaterThan(200_000);
    expect(info!.estimatedBytes).toBeLessThan(1_000_000);
  });

  it('shares the generated jobs between worlds and keeps everything else apart', () => {
    const { worlds } = registry();
    const a = worldOf(worlds, 'a');
    const b = worldOf(worlds, 'b');
    expect(a.jobs).toBe(b.jobs);
    expect(a.jobs).toBe(worlds.defaultWorld.jobs);
    for (const part of ['db', 'tokens', 'otp', 'faults', 'drift', 'log', 'files', 'clock', 'newCandidates'] as const)
      expect(a[part], part).not.toBe(b[part]);
    expect(a.session).toBe('a');
    expect(worlds.defaultWorld.session).toBeNull();
  });

  it('answers 410 for a generated id it does not hold, and starts a chosen one', () => {
    const { worlds } = registry();
    const made = worlds.create({});
    if (!('info' in made)) throw new Error(made.message);
    expect(made.info.id.startsWith(`s-${worlds.instance.id}-`)).toBe(true);
    expect(worlds.end(made.info.id)).toBe(true);
    const ended = worlds.resolve(made.info.id);
    expect('refusal' in ended && ended.refusal.status).toBe(410);
    expect('world' in worlds.resolve('chosen-by-me')).toBe(true);
  });
});
