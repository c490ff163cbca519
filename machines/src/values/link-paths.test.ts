import { describe, expect, it } from 'vitest';
import { classifyActualUrl, isInAppPath, isInterviewLink, isKnownPath, lastPathSegment } from './link-paths.ts';

describe('link paths', () => {
  it.each([
    '/',
    '/home',
    '/applications',
    '/referrals/',
    '/earnings',
    '/profile',
    '/interviews',
    '/interviewFeedbackScreen',
  ])('%s is in-app', (path) => {
    expect(isInAppPath(path)).toBe(true);
  });
  it('treats a short link as not in-app', () => {
    expect(isInAppPath('/aB3xY')).toBe(false);
    expect(isInAppPath('/ApplyForJob')).toBe(false);
  });
  it.each([
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
  ])('%s is a known path', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });
  it('takes the last path segment', () => {
    expect(lastPathSegment('/s/aB3xY/')).toBe('aB3xY');
    expect(lastPathSegment('/')).toBe('');
  });
});

describe('interview links', () => {
  it('needs isClient=true with emailId and mobileNumber', () => {
    expect(isInterviewLink('/x', '?isClient=true&emailId=a@b.co&mobileNumber=9876543210')).toBe(true);
    expect(isInterviewLink('/x', '?isClient=true&emailId=a@b.co')).toBe(false);
    expect(isInterviewLink('/x', '?isClient=false&emailId=a@b.co&mobileNumber=1')).toBe(false);
  });
  it('accepts an interviewId or an interview-feedback path', () => {
    expect(isInterviewLink('/x', '?interviewId=9')).toBe(true);
    expect(isInterviewLink('/InterviewFeedback/abc', '')).toBe(true);
    expect(isInterviewLink('/interview-feedback', '')).toBe(true);
    expect(isInterviewLink('/jobs', '')).toBe(false);
  });
});

describe('actual URL classification', () => {
  it('reads an ApplyForJob URL into job details', () => {
    const result = classifyActualUrl('https://jobs.example/ApplyForJob?jobId=12&budgetName=Cook');
    expect(result).toMatchObject({ kind: 'apply', job: { id: '12', jobName: 'Cook', fromLink: true } });
  });
  it('recognises an InterviewFeedback URL and keeps its query', () => {
    expect(classifyActualUrl('/InterviewFeedback?interviewId=4')).toEqual({
      kind: 'interviewFeedback',
      search: '?interviewId=4',
    });
    expect(classifyActualUrl('/s?isClient=true&emailId=a@b.co&mobileNumber=9')).toEqual({
      kind: 'interviewFeedback',
      search: '?isClient=true&emailId=a@b.co&mobileNumber=9',
    });
  });
  it('passes any other path through', () => {
    expect(classifyActualUrl('https://jobs.example/applications?highlight=3')).toEqual({
      kind: 'path',
      to: '/applications?highlight=3',
    });
  });
  it('finds nothing in an empty answer', () => {
    expect(classifyActualUrl(null)).toEqual({ kind: 'none' });
    expect(classifyActualUrl('  ')).toEqual({ kind: 'none' });
  });
});
