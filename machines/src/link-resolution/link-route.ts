import type { ActualUrlOutput } from '../contract-types.ts';
import { classifyActualUrl, type ActualUrl } from '../values/link-paths.ts';
import type { LinkEmitted, LinkJobDetails } from './link-resolution-io.ts';

// What both link machines (the page load's link resolution and the catch-all route's not-found run) do with
// getActualUrl's answer: read it as a route, and tell the caller about the job it names or the call's failure.

/** getActualUrl's answer as a route: a job, the interview screen, another path, or none. */
export const routeOfAnswer = (output: ActualUrlOutput): ActualUrl =>
  classifyActualUrl(output.success ? output.data : null);

/** The job a route to /ApplyForJob names (asked only once the route is one). */
const jobOf = (route: ActualUrl): LinkJobDetails => (route as Extract<ActualUrl, { kind: 'apply' }>).job;

/** The events for the caller: keep the job for the home screen, open it there, or report the failed call. */
export const storeJobEvent = (route: ActualUrl): LinkEmitted => ({ type: 'job.store', job: jobOf(route) });
export const openJobEvent = (route: ActualUrl): LinkEmitted => ({ type: 'job.open', job: jobOf(route) });
export const failedEvent = (error: unknown): LinkEmitted => ({ type: 'link.failed', error });
