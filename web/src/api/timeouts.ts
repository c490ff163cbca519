export const TIMEOUT_MS = {
  default: 30_000,
  short: 10_000,
  long: 60_000,
} as const;

export type TimeoutClass = keyof typeof TIMEOUT_MS;
export type TimeoutTable = Record<TimeoutClass, number>;

export interface Deadline {
  /** Aborts when the time is up or when the parent signal aborts. */
  readonly signal: AbortSignal;
  /** Rejects with the abort reason as soon as `signal` aborts; never settles otherwise. */
  readonly aborted: Promise<never>;
  timedOut(): boolean;
  cancel(): void;
}

export function resolveTimeouts(overrides: Partial<TimeoutTable> = {}): TimeoutTable {
  return { ...TIMEOUT_MS, ...overrides };
}

/**
 * AbortController + setTimeout rather than AbortSignal.timeout, so that a
 * faked clock (vi.useFakeTimers) can expire a call without a real wait.
 */
export function startDeadline(ms: number, parent?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  // Nobody may be racing against the deadline when it fires.
  aborted.catch(() => {});

  const onParentAbort = (): void => controller.abort(parent?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);

  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });

  return {
    signal: controller.signal,
    aborted,
    timedOut: () => timedOut,
    cancel: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}
