import { getShortestPaths, getStateNodes as descendantsOf } from '@xstate/graph';
import type { StatePath } from '@xstate/graph';
import { SimulatedClock, __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, getStateNodes } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';

/** The events to try in every state (payloads included), and the inputs to start from. */
export interface ModelConfig {
  inputs: unknown[];
  events: AnyEventObject[];
}

export interface ModelPath {
  input: unknown;
  path: StatePath<AnyMachineSnapshot, AnyEventObject>;
}

/** A state with an unguarded eventless transition is passed through, never rested in. */
export function isTransient(node: AnyStateNode): boolean {
  return (node.always ?? []).some((transition) => transition.guard === undefined);
}

/** Every state the machine declares that a snapshot can rest in. */
export function declaredStates(machine: AnyStateMachine): string[] {
  return descendantsOf(machine.root)
    .filter((node) => !isTransient(node))
    .map((node) => node.id);
}

/** In each snapshot, every event it handles: the configured payloads, else the bare event type. */
function eventsFor(config: ModelConfig) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      const given = config.events.filter((event) => event.type === type);
      return given.length > 0 ? given : [{ type }];
    });
}

/** The shortest path to every distinct snapshot, from each input. */
export function shortestPaths(machine: AnyStateMachine, config: ModelConfig): ModelPath[] {
  return config.inputs.flatMap((input) =>
    getShortestPaths(machine, { input, events: eventsFor(config), limit: 200_000 } as never).map((path) => ({
      input,
      path: path as StatePath<AnyMachineSnapshot, AnyEventObject>,
    })),
  );
}

/** The ids of the state nodes active at the end of a path. */
export function endStates(machine: AnyStateMachine, path: ModelPath['path']): string[] {
  return getStateNodes(machine.root, path.state.value)
    .filter((node) => node !== machine.root)
    .map((node) => node.id);
}

export function unreachableStates(machine: AnyStateMachine, paths: ModelPath[]): string[] {
  const reached = new Set(paths.flatMap(({ path }) => endStates(machine, path)));
  return declaredStates(machine).filter((id) => !reached.has(id));
}

/**
 * Walks a path on a real actor whose effects never settle, sending the actor results
 * and timer events the path names; returns the first step whose state differs.
 */
export function replay(machine: AnyStateMachine, { input, path }: ModelPath): string | null {
  const stubs = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => undefined)),
    ]),
  );
  const actor = createActor(machine.provide({ actors: stubs }), { input, clock: new SimulatedClock() });
  actor.start();
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event);
    const actual = JSON.stringify(actor.getSnapshot().value);
    const expected = JSON.stringify(step.state.value);
    if (actual !== expected) return `after ${step.event.type}: ${actual} instead of ${expected}`;
  }
  actor.stop();
  return null;
}
