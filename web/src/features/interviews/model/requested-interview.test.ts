import { describe, expect, it } from 'vitest';
import type { ClientInterview } from '#machines';
import { findRequested, requestedInterviewId } from './requested-interview.ts';

const interview = (id: number, status: string): ClientInterview => ({
  interviewId: id,
  candidateName: `C${id}`,
  status,
});

describe('the interview a link names', () => {
  it('reads a positive whole ?interviewId and nothing else', () => {
    expect(requestedInterviewId('?interviewId=42&emailId=a%40b.in')).toBe(42);
    for (const search of [
      '',
      '?interviewId=',
      '?interviewId=0',
      '?interviewId=-3',
      '?interviewId=4.5',
      '?interviewId=x',
    ])
      expect(requestedInterviewId(search), search).toBeNull();
  });

  it('is found on the tab it sits in, the completed list first', () => {
    const lists = {
      pending: [interview(1, 'Scheduled'), interview(2, 'Confirmed')],
      completed: [interview(3, 'Selected'), { id: 2, candidateName: 'Again', status: 'Rejected' }],
    };
    expect(findRequested(lists, 1)).toEqual({ interview: lists.pending[0], tab: 'pending' });
    expect(findRequested(lists, 3)).toEqual({ interview: lists.completed[0], tab: 'completed' });
    expect(findRequested(lists, 2)).toEqual({ interview: lists.completed[1], tab: 'completed' });
    expect(findRequested(lists, 9)).toBeNull();
  });
});
