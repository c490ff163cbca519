import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { and, not, stateIn } from 'xstate';
import { MACHINES } from '../registry.ts';
import { diagramFiles } from './diagram-files.ts';
import { toMermaid } from './to-mermaid.ts';

const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'reset' } },
  guards: { ready: () => true },
  delays: { wait: 500 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { reset: '.idle' },
  states: {
    idle: {
      on: {
        go: [
          { guard: 'ready', target: 'busy' },
          { guard: and([not(stateIn('#sample.done')), () => true]), target: 'busy' },
        ],
      },
    },
    busy: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { after: { wait: 'b', 1000: '#sample.done' } }, b: {} } },
        right: { initial: 'c', states: { c: { on: { go: { target: 'c', reenter: true } } } } },
      },
    },
    done: { type: 'final' },
  },
});

describe('Mermaid statechart', () => {
  it('draws states, initial arrows, parallel regions, timers, guards, finals and machine-wide events', () => {
    expect(toMermaid(sample)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> idle',
        '  state busy {',
        '    state "left" as busy_left',
        '    state busy_left {',
        '      [*] --> busy_left_a',
        '      state "a" as busy_left_a',
        '      state "b" as busy_left_b',
        '      busy_left_a --> busy_left_b : after wait',
        '    }',
        '    --',
        '    state "right" as busy_right',
        '    state busy_right {',
        '      [*] --> busy_right_c',
        '      state "c" as busy_right_c',
        '      busy_right_c --> busy_right_c : go',
        '    }',
        '  }',
        '  done --> [*]',
        '  idle --> busy : go [ready]',
        '  idle --> busy : go [and not in done, guard]',
        '  busy_left_a --> done : after 1000',
        '  note right of idle : from any state on reset',
        '',
      ].join('\n'),
    );
  });

  it('labels actor results and eventless transitions', () => {
    const text = toMermaid(MACHINES['job-list']!);
    expect(text).toContain('loading_searching --> empty : done searchJobs [emptyResult]');
    expect(text).toContain('loading_searching --> error : error searchJobs');
    expect(text).toContain('deciding --> choosingLocation : always [needsLocationChoice]');
    expect(text).toContain('loadingMore --> loaded : after loadMoreDelay');
  });

  it('writes one page per machine and an index', () => {
    const files = diagramFiles(MACHINES);
    expect([...files.keys()]).toEqual([
      ...Object.keys(MACHINES)
        .sort()
        .map((name) => `${name}.md`),
      'README.md',
    ]);
    expect(files.get('kyc.md')).toContain('```mermaid\nstateDiagram-v2\n');
    expect(files.get('README.md')).toContain('- [mobile-sign-in](./mobile-sign-in.md)');
  });
});
