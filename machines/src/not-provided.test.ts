import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { notProvided } from './not-provided.ts';

describe('default effect actors', () => {
  it('reject with a message naming the actor to provide', async () => {
    const actor = createActor(notProvided<string, { id: number }>('fetchThing'), { input: { id: 1 } }).start();
    await expect(toPromise(actor)).rejects.toThrow(
      'Actor "fetchThing" not provided: pass it with machine.provide({ actors: { fetchThing } })',
    );
  });
});
