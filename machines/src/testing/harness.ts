import { SimulatedClock, createActor } from 'xstate';
import type { AnyActorLogic, InputFrom } from 'xstate';

/**
 * Starts a machine on a simulated clock; timers only move when the test moves the clock.
 * Emitted events are collected from the start, since eventless transitions emit at once.
 */
export function startOnClock<TLogic extends AnyActorLogic>(machine: TLogic, input?: InputFrom<TLogic>) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input });
  const emitted: Array<{ type: string } & Record<string, unknown>> = [];
  actor.on('*', (event) => emitted.push(event as { type: string } & Record<string, unknown>));
  actor.start();
  return { actor, clock, emitted };
}

/** Lets settled promise actors deliver their results. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise the test settles by hand, to hold an actor in its busy state. */
export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Moves a simulated clock in small steps: a timer scheduled by another timer
 * starts from the moment it was scheduled, so one big jump would skip it.
 */
export function advance(clock: { increment: (ms: number) => void }, ms: number, step = 50): void {
  for (let done = 0; done < ms; done += step) clock.increment(Math.min(step, ms - done));
}
