import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  buildTimeline,
  synthesiseTimeline,
  timelineEvents,
  timelineStageOf,
  type TimelineStep,
} from './application-timeline.ts';

const applied = new Date(2026, 10, 2, 10, 30).getTime();
const day = 86_400_000;
const titles = (steps: TimelineStep[]) => steps.map((s) => english(s.title));

describe('timelineStageOf', () => {
  it.each([
    ['Applied', 'Applied'],
    ['Submitted', 'Applied'],
    ['Assigned', 'Applied'],
    ['Shortlisted', 'Shortlisted'],
    ['Approved', 'Shortlisted'],
    ['Interview Scheduled', 'Interview Scheduled'],
    ['Scheduled', 'Interview Scheduled'],
    ['Interview', 'Interview'],
    ['Selected', 'Selected'],
    ['Selected - Interview 1', 'Selected'],
    ['Offered', 'Selected'],
    ['Hired', 'Hired'],
    ['Completed 1 Month', 'Hired'],
    ['Rejected', 'Rejected'],
    ['Removed', 'Rejected'],
    ['Not Joined', 'Rejected'],
    ['No Show', 'No Show'],
    ['Withdrawn', 'Withdrawn'],
    ['Candidate Withdrew', 'Withdrawn'],
    ['Cancelled', 'Cancelled'],
    ['Position Closed', 'Cancelled'],
    ['In Process', 'In Process'],
    ['On Hold', 'In Process'],
    ['Under review', null],
    ['Under Review', null],
  ])('%s → %s', (status, stage) => expect(timelineStageOf(status)).toBe(stage));
});

describe('timelineEvents', () => {
  const e = [{ status: 'Applied' }];
  it.each([[e], [{ timeline: e }], [{ events: e }], [{ items: e }], [{ data: e }]])('reads %o', (answer) => {
    expect(timelineEvents(answer as never)).toEqual(e);
  });
  it('is empty without an answer', () => expect(timelineEvents(null)).toEqual([]));
});

describe('buildTimeline', () => {
  it('maps, drops Under review and undated events, and completes every dated one', () => {
    const steps = buildTimeline(
      [
        { candidateStatus: 'Applied', description: 'Application submitted', processedOn: '2026-11-02 10:30:00' },
        { status: 'Under review', message: 'Profile under review', processedOn: '2026-11-03 10:00:00' },
        { event: 'Approved', note: 'Shortlisted by the recruiter', createdOn: '2026-11-04 12:10:00' },
        { stage: 'Shortlisted', description: 'never dated', processedOn: '0000-00-00 00:00:00' },
        { status: 'Interview', description: 'bad date', date: 'soon' },
        { status: 'Scheduled', description: 'Interview on 20 Nov', createdAt: '2026-11-05 15:00:00' },
      ],
      'Scheduled',
      applied,
    );
    expect(steps.map((s) => [english(s.title), english(s.description), s.completed])).toEqual([
      ['Applied', 'Application submitted', true],
      ['Shortlisted', 'Shortlisted by the recruiter', true],
      ['Interview Scheduled', 'Interview on 20 Nov', true],
    ]);
  });

  it.each(['processedOn', 'createdOn', 'createdAt', 'date', 'timestamp', 'actualDate'])(
    'reads the date from %s',
    (field) => {
      const [, step] = buildTimeline([{ status: 'Rejected', [field]: '2026-11-05' }], 'Rejected', applied);
      expect(step?.at).toBe(new Date(2026, 10, 5).getTime());
    },
  );

  it('adds Applied from the applied date and sorts by date', () => {
    const steps = buildTimeline(
      [
        { status: 'Rejected', date: '2026-11-06' },
        { status: 'Shortlisted', date: '2026-11-04' },
      ],
      'Rejected',
      applied,
    );
    expect(titles(steps)).toEqual(['Applied', 'Shortlisted', 'Rejected']);
    expect(steps[0]!.at).toBe(applied);
  });

  it('places Selected after Interview', () => {
    const steps = buildTimeline(
      [
        { status: 'Applied', date: '2026-11-02' },
        { status: 'Selected', date: '2026-11-06 09:00:00' },
        { status: 'Interview', date: '2026-11-06 18:00:00' },
        { status: 'Hired', date: '2026-11-10' },
      ],
      'Hired',
      applied,
    );
    expect(titles(steps)).toEqual(['Applied', 'Interview', 'Selected', 'Hired']);
  });

  it('reads epoch milliseconds', () => {
    expect(buildTimeline([{ status: 'Applied', timestamp: applied }], 'Submitted', null)[0]?.at).toBe(applied);
  });

  it('synthesises from the status when the server has no events, or none usable', () => {
    expect(titles(buildTimeline([], 'Submitted', applied))).toEqual(['Applied', 'Interview Pending', 'Final Decision']);
    expect(titles(buildTimeline([{ status: 'Under review', date: '2026-11-03' }], 'Under Review', null))).toEqual([
      'Applied',
      'Interview Pending',
      'Final Decision',
    ]);
  });
});

describe('synthesiseTimeline', () => {
  it.each([
    ['Submitted', ['Applied', 'Interview Pending', 'Final Decision']],
    ['Approved', ['Applied', 'Shortlisted', 'Interview Pending', 'Final Decision']],
    ['Shortlisted', ['Applied', 'Shortlisted', 'Interview Pending', 'Final Decision']],
    ['Scheduled', ['Applied', 'Shortlisted', 'Interview Scheduled', 'Final Decision']],
    ['Interview', ['Applied', 'Shortlisted', 'Interview Scheduled', 'Final Decision']],
    ['Selected - Interview 1', ['Applied', 'Shortlisted', 'Interview Scheduled', 'Selected', 'Final Decision']],
    ['Hired', ['Applied', 'Shortlisted', 'Interview Scheduled', 'Selected', 'Hired']],
    ['Completed 1 Month', ['Applied', 'Shortlisted', 'Interview Scheduled', 'Selected', 'Hired']],
    ['Rejected', ['Applied', 'Rejected']],
    ['No Show', ['Applied', 'Rejected']],
  ])('%s → %o', (status, expected) => expect(titles(synthesiseTimeline(status, applied))).toEqual(expected));

  it('dates the stages by the assumed offsets and leaves pending steps undated', () => {
    const hired = synthesiseTimeline('Hired', applied);
    expect(hired.map((s) => (s.at! - applied) / day)).toEqual([0, 2, 5, 8, 10]);
    expect((synthesiseTimeline('Rejected', applied)[1]!.at! - applied) / day).toBe(3);
    const pending = synthesiseTimeline('Submitted', applied).slice(1);
    expect(pending.map((s) => [s.at, s.completed])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('leaves the dates empty without an applied date', () => {
    expect(synthesiseTimeline('Shortlisted', null).map((s) => s.at)).toEqual([null, null, null, null]);
  });
});
