import { useEffect, useEffectEvent } from 'react';

/** What the client e-mail sign-in is opened with (`mode` is passed on by the senders; the modal is one for all). */
export interface InterviewSignInRequest {
  emailId?: string;
  mobileNumber?: string;
  mode?: string;
}

/**
 * The events that connect screens which are not on the page together, by name, with what each carries. They go
 * out on `window` under the product's names, so other code on the page may listen to them, or send them. Three are
 * that outward face alone, as the product specifies it: `userProfileUpdated` goes out for other code to hear (the
 * app reads the name from the session), `openInterviews` and `notificationCountUpdated` come in from other code (no
 * screen of the app sends them).
 */
export interface AppEvents {
  /** My Profile saved a new name (sent for other code on the page; the app itself reads it from the session). */
  userProfileUpdated: { fullName: string };
  /** Opens the client e-mail sign-in on any screen, filled in. */
  openInterviewSignIn: InterviewSignInRequest;
  /**
   * Forces the interviews screen open (sent by other code on the page). With `preserveUrl` it shows in place, the address left as it is (and without
   * the header, as on /interviews); otherwise the app goes to /interviews with the query kept.
   */
  openInterviews: { preserveUrl?: boolean };
  /** A client e-mail sign-in succeeded (the interviews screen, opened meanwhile, shows the list). */
  interviewAuthSuccess: { email: string };
  /** The home screen shows this job's details (a job as the upstream or a shared link spells it). */
  openJobDetails: object;
  /** Sets the notification badge (sent by other code on the page). */
  notificationCountUpdated: { count: number };
}

export type AppEventName = keyof AppEvents;

/** Sends an event to every screen listening (synchronously, as `dispatchEvent` does). */
export function emitAppEvent<N extends AppEventName>(name: N, detail: AppEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Listens to an event until the returned function is called. An event another script sent without a detail arrives
 * as `undefined`.
 */
export function onAppEvent<N extends AppEventName>(
  name: N,
  handler: (detail: AppEvents[N] | undefined) => void,
): () => void {
  const listener = (event: Event) => handler(event instanceof CustomEvent ? (event.detail ?? undefined) : undefined);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** Listens to an event while the component is mounted, with its latest handler. */
export function useAppEvent<N extends AppEventName>(
  name: N,
  handler: (detail: AppEvents[N] | undefined) => void,
): void {
  const handle = useEffectEvent(handler);
  useEffect(() => onAppEvent(name, (detail) => handle(detail)), [name]);
}
