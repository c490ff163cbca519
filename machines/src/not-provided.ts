import { fromPromise } from 'xstate';

/**
 * Default implementation of an effect actor: the web client must replace it
 * through `machine.provide({ actors })`, so a forgotten one fails loudly.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`Actor "${name}" not provided: pass it with machine.provide({ actors: { ${name} } })`)),
  );
}
