/** The parts of `window` idle scheduling uses (a test hands in its own). */
export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => number;
}

/** The longest a task waits for an idle period before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` in an idle period of the browser (at the latest after two seconds), or on the next task where the
 * browser has no idle callbacks: work nobody is waiting for keeps out of the task that answers a tap.
 */
export function whenIdle(task: () => void, scheduler: IdleScheduler = window as unknown as IdleScheduler): void {
  if (scheduler.requestIdleCallback) scheduler.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else scheduler.setTimeout(task, 1);
}
