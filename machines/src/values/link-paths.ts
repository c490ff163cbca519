import type { LinkJobDetails } from '../link-resolution/link-resolution-io.ts';
import { jobDetailsFromLink } from './link-job-details.ts';

/** Paths the link helper leaves alone. */
export const IN_APP_PATHS = [
  '/',
  '/home',
  '/applications',
  '/referrals',
  '/earnings',
  '/profile',
  '/interviews',
  '/interviewFeedbackScreen',
] as const;

/** Paths the not-found handler shows nothing for. */
export const KNOWN_PATHS = [
  '/',
  '/ApplyForJob',
  '/applications',
  '/referrals',
  '/earnings',
  '/profile',
  '/projects',
  '/about',
  '/contact',
  '/privacy',
] as const;

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isInAppPath(pathname: string): boolean {
  return (IN_APP_PATHS as readonly string[]).includes(stripTrailingSlash(pathname));
}

export function isKnownPath(pathname: string): boolean {
  return (KNOWN_PATHS as readonly string[]).includes(stripTrailingSlash(pathname));
}

/** The value sent to getActualUrl: the page's last path segment. */
export function lastPathSegment(pathname: string): string {
  const parts = pathname.split('/').filter((part) => part !== '');
  return parts[parts.length - 1] ?? '';
}

/** Client interview links go straight to the feedback screen. */
export function isInterviewLink(pathname: string, search: string): boolean {
  const query = new URLSearchParams(search);
  if (query.get('isClient') === 'true' && query.get('emailId') && query.get('mobileNumber')) return true;
  if (query.get('interviewId')) return true;
  return /interview-?feedback/i.test(pathname);
}

export type ActualUrl =
  | { kind: 'apply'; job: LinkJobDetails }
  | { kind: 'interviewFeedback'; search: string }
  | { kind: 'path'; to: string }
  | { kind: 'none' };

/** What getActualUrl's answer points at; relative paths are read against a placeholder origin. */
export function classifyActualUrl(actual: string | null): ActualUrl {
  const text = (actual ?? '').trim();
  if (text === '') return { kind: 'none' };
  const url = new URL(text, 'http://link.invalid');
  if (url.pathname.includes('/ApplyForJob')) return { kind: 'apply', job: jobDetailsFromLink(url.searchParams) };
  if (isInterviewLink(url.pathname, url.search)) return { kind: 'interviewFeedback', search: url.search };
  return { kind: 'path', to: `${url.pathname}${url.search}` };
}
