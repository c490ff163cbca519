import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  applyInterviewDecision,
  interviewCounters,
  interviewKey,
  interviewSchedule,
  interviewStatusLabel,
  interviewStatusTone,
  type ClientInterview,
} from './interview-list.ts';

const row = (id: number, status = 'Scheduled', feedback: string | null = null): ClientInterview => ({
  interviewId: id,
  candidateName: `Candidate ${id}`,
  status,
  feedback,
});

describe('interview list rules', () => {
  it('shows Scheduled as Pending, the statuses the product names by their keys in any spelling, others readably', () => {
    expect(english(interviewStatusLabel('Scheduled'))).toBe('Pending');
    expect(interviewStatusLabel('Pending Confirmation')).toEqual({ key: 'interviews:status.pendingConfirmation' });
    expect(english(interviewStatusLabel('NoShow'))).toBe('No Show');
    expect(english(interviewStatusLabel('NOT_SELECTED'))).toBe('Not Selected');
    expect(english(interviewStatusLabel('completed'))).toBe('Completed');
    expect(interviewStatusLabel('AWAITING_PANEL')).toEqual({ upstream: 'Awaiting Panel' });
    expect(english(interviewStatusLabel(undefined))).toBe('');
  });

  it.each([
    ['Scheduled', 'warning'],
    ['Confirmed', 'info'],
    ['Pending Confirmation', 'accent'],
    ['Selected', 'success'],
    ['Not Selected', 'danger'],
    ['Rejected', 'danger'],
    ['Completed', 'success'],
    ['NOT_SELECTED', 'danger'],
    ['NoShow', 'neutral'],
    ['Pending', 'neutral'],
    ['Approved', 'neutral'],
  ])('colours %s as %s', (status, tone) => {
    expect(interviewStatusTone(status)).toBe(tone);
  });

  it('reads the id as interviewId or id', () => {
    expect(interviewKey(row(7))).toBe(7);
    expect(interviewKey({ id: 9, candidateName: 'X', status: 'Pending' })).toBe(9);
  });

  it('formats the date and the 12-hour time in Indian English', () => {
    expect(interviewSchedule('2026-11-20 14:05:00')).toEqual({ date: '20 Nov 2026', time: '2:05 pm' });
    expect(interviewSchedule('2026-01-02 09:30:00')).toEqual({ date: '2 Jan 2026', time: '9:30 am' });
  });

  it.each(['', null, undefined, '0000-00-00 00:00:00', 'soon'])('treats %s as not scheduled', (value) => {
    expect(interviewSchedule(value)).toBeNull();
  });

  it('counts pending plus completed', () => {
    expect(interviewCounters({ pending: [row(1), row(2)], completed: [row(3)] })).toEqual({
      total: 3,
      pending: 2,
      completed: 1,
    });
  });

  it('moves a decided interview from pending to the front of completed', () => {
    const lists = { pending: [row(1), row(2)], completed: [row(3, 'Rejected', 'no')] };
    const next = applyInterviewDecision(lists, 2, { candidateStatus: 'Selected', interviewFeedback: 'Strong' });
    expect(next.pending.map(interviewKey)).toEqual([1]);
    expect(next.completed[0]).toMatchObject({ interviewId: 2, status: 'Selected', feedback: 'Strong' });
    expect(next.completed).toHaveLength(2);
  });

  it('updates a completed interview in place', () => {
    const lists = { pending: [row(1)], completed: [row(3, 'Completed')] };
    const next = applyInterviewDecision(lists, 3, { candidateStatus: 'NoShow', interviewFeedback: '' });
    expect(next.pending).toBe(lists.pending);
    expect(next.completed).toEqual([{ ...row(3), status: 'NoShow', feedback: '' }]);
  });
});
