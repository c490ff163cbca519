import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { isInterviewDecided, skillsRatingsPayload, validateFeedback } from './feedback.ts';

describe('interview decided', () => {
  it.each(['Selected', 'Rejected', 'NoShow'])('%s is read-only', (status) => {
    expect(isInterviewDecided({ interviewId: 1, status })).toBe(true);
  });
  it('is read-only with feedback already given', () => {
    expect(isInterviewDecided({ interviewId: 1, status: 'Scheduled', feedback: 'Good' })).toBe(true);
    expect(isInterviewDecided({ interviewId: 1, status: 'Scheduled', feedback: '  ' })).toBe(false);
    expect(isInterviewDecided({ interviewId: 1 })).toBe(false);
  });
});

describe('feedback validation', () => {
  it('lets NoShow through without checks', () => {
    expect(validateFeedback('NoShow', [1], {}, '')).toBeNull();
  });
  it('needs every skill rated for Selected and Rejected', () => {
    expect(english(validateFeedback('Selected', [1, 2], { 1: 3 }, 'ok'))).toBe('Skill Mandatory');
    expect(english(validateFeedback('Rejected', [1], { 1: 0 }, 'ok'))).toBe('Skill Mandatory');
  });
  it('needs a non-blank comment', () => {
    expect(english(validateFeedback('Rejected', [1], { 1: 2 }, '   '))).toBe('Please provide feedback comments');
    expect(validateFeedback('Selected', [], {}, 'Strong')).toBeNull();
  });
});

describe('skillsRatings payload', () => {
  it('maps skill id to rating', () => {
    expect(skillsRatingsPayload([3, 9], { 3: 4, 9: 5 })).toEqual({ 3: 4, 9: 5 });
  });
  it('is { 0: 0 } with no skills', () => {
    expect(skillsRatingsPayload([], {})).toEqual({ 0: 0 });
  });
});
