import { createMemoryStorage, type StorageLike } from '../storage.ts';

/** A storage and a clock the test controls. */
export function controlledEnvironment(start = Date.UTC(2025, 0, 1, 9, 0, 0)) {
  let time = start;
  const storage: StorageLike = createMemoryStorage();
  return {
    storage,
    now: () => time,
    setTime: (ms: number) => {
      time = ms;
    },
  };
}
