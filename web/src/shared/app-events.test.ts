import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent, onAppEvent } from './app-events.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the events between screens', () => {
  it("go out on window under the product's names, with their detail", () => {
    const heard = vi.fn();
    const listener = (event: Event) => heard(event.type, event instanceof CustomEvent ? event.detail : null);
    window.addEventListener('userProfileUpdated', listener);
    emitAppEvent('userProfileUpdated', { fullName: 'Asha Devi Rao' });
    window.removeEventListener('userProfileUpdated', listener);
    expect(heard).toHaveBeenCalledWith('userProfileUpdated', { fullName: 'Asha Devi Rao' });
  });

  it('are heard when other code on the page sends them, with or without a detail, until unsubscribed', () => {
    const counts = vi.fn();
    const stop = onAppEvent('notificationCountUpdated', counts);
    window.dispatchEvent(new CustomEvent('notificationCountUpdated', { detail: { count: 7 } }));
    window.dispatchEvent(new Event('notificationCountUpdated'));
    stop();
    emitAppEvent('notificationCountUpdated', { count: 8 });
    expect(counts.mock.calls).toEqual([[{ count: 7 }], [undefined]]);
  });

  it('reach only the listeners of their own name', () => {
    const jobs = vi.fn();
    stops.push(onAppEvent('openJobDetails', jobs));
    emitAppEvent('interviewAuthSuccess', { email: 'hr@example.in' });
    emitAppEvent('openJobDetails', { jobId: 77 });
    expect(jobs.mock.calls).toEqual([[{ jobId: 77 }]]);
  });
});
