import type { components } from '#contract/schema.d.ts';
import { message, upstream, type Message } from '../messages/message.ts';
import { parseApplicationDate } from './application-dates.ts';
import { normalizeStatus, statusSlug } from './application-status.ts';

export type ServerTimelineEvent = components['schemas']['TimelineEvent'];
type TimelineAnswer = components['schemas']['TimelineEventList'] | components['schemas']['TimelineHolder'];

/** The stages a server event is mapped to. */
export const TIMELINE_STAGES = [
  'Applied',
  'Shortlisted',
  'Interview Scheduled',
  'Interview',
  'Selected',
  'Hired',
  'Rejected',
  'No Show',
  'Withdrawn',
  'Cancelled',
  'In Process',
] as const;
export type TimelineStage = (typeof TIMELINE_STAGES)[number];

/** The steps a synthesised timeline shows as still to come. */
export const PENDING_INTERVIEW = 'Interview Pending';
export const PENDING_DECISION = 'Final Decision';

type StepStage = TimelineStage | typeof PENDING_INTERVIEW | typeof PENDING_DECISION;

/** Each step's title as the timeline shows it. */
const STAGE_TITLES: Readonly<Record<StepStage, Message>> = {
  Applied: message('applications:status.applied'),
  Shortlisted: message('applications:status.shortlisted'),
  'Interview Scheduled': message('applications:status.interviewScheduled'),
  Interview: message('applications:status.interview'),
  Selected: message('applications:status.selected'),
  Hired: message('applications:status.hired'),
  Rejected: message('applications:status.rejected'),
  'No Show': message('applications:status.noShow'),
  Withdrawn: message('applications:status.withdrawn'),
  Cancelled: message('applications:status.cancelled'),
  'In Process': message('applications:status.inProcess'),
  [PENDING_INTERVIEW]: message('applications:timeline.interviewPending'),
  [PENDING_DECISION]: message('applications:timeline.finalDecision'),
};

export interface TimelineStep {
  stage: StepStage;
  title: Message;
  /** The upstream's entry ('Status changed to Shortlisted'), shown as it came unless its catalogue knows it. */
  description: Message | null;
  /** Epoch milliseconds, or null for a pending step. */
  at: number | null;
  completed: boolean;
}

const STAGE_OF: Readonly<Record<string, TimelineStage>> = {
  applied: 'Applied',
  submitted: 'Applied',
  assigned: 'Applied',
  shortlisted: 'Shortlisted',
  approved: 'Shortlisted',
  'interview-scheduled': 'Interview Scheduled',
  scheduled: 'Interview Scheduled',
  interview: 'Interview',
  selected: 'Selected',
  offered: 'Selected',
  hired: 'Hired',
  joined: 'Hired',
  'completed-1-month': 'Hired',
  completed: 'Hired',
  rejected: 'Rejected',
  removed: 'Rejected',
  'not-joined': 'Rejected',
  'no-show': 'No Show',
  noshow: 'No Show',
  withdrawn: 'Withdrawn',
  'candidate-withdrew': 'Withdrawn',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
  'position-closed': 'Cancelled',
  'in-process': 'In Process',
  'on-hold': 'In Process',
};

/** The stage of a server status ('Approved' → Shortlisted, 'Selected - Interview 1' → Selected), or null for Under review. */
export function timelineStageOf(status: string): TimelineStage | null {
  const slug = statusSlug(status);
  if (slug === 'under-review' || slug === 'underreview') return null;
  if (/^selected-*-interview/.test(slug)) return 'Selected';
  return STAGE_OF[slug] ?? 'In Process';
}

/** The events of the timeline answer, whether a list or held under timeline, events, items or data. */
export function timelineEvents(answer: TimelineAnswer | null | undefined): ServerTimelineEvent[] {
  if (Array.isArray(answer)) return answer;
  return answer?.timeline ?? answer?.events ?? answer?.items ?? answer?.data ?? [];
}

const firstText = (...values: Array<string | null | undefined>) =>
  values.find((v) => typeof v === 'string' && v.trim() !== '')?.trim() ?? '';

const entry = (text: string): Message | null => (text === '' ? null : upstream(text));

/** A completed step without an entry of the upstream's. */
const step = (stage: StepStage, at: number | null): TimelineStep => ({
  stage,
  title: STAGE_TITLES[stage],
  description: null,
  at,
  completed: true,
});

function eventStep(e: ServerTimelineEvent): TimelineStep | null {
  const stage = timelineStageOf(firstText(e.status, e.candidateStatus, e.event, e.stage));
  if (stage === null) return null;
  const dates = [e.processedOn, e.createdOn, e.createdAt, e.date, e.timestamp, e.actualDate];
  const raw = dates.find((d) => d !== null && d !== undefined && d !== '');
  const at = parseApplicationDate(raw);
  if (at === null) return null;
  return { ...step(stage, at), description: entry(firstText(e.description, e.message, e.note)) };
}

/** Sorted by date; a Selected that would come before an Interview is moved after it. */
function ordered(steps: TimelineStep[]): TimelineStep[] {
  const list = [...steps].sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  const lastInterview = list.map((s) => s.stage).lastIndexOf('Interview');
  if (lastInterview < 0) return list;
  const early = list.filter((s, i) => s.stage === 'Selected' && i < lastInterview);
  if (early.length === 0) return list;
  const rest = list.filter((s) => !early.includes(s));
  const at = rest.map((s) => s.stage).lastIndexOf('Interview') + 1;
  return [...rest.slice(0, at), ...early, ...rest.slice(at)];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The assumed days after applying of each synthesised stage. */
export const SYNTHESISED_OFFSET_DAYS = {
  Shortlisted: 2,
  'Interview Scheduled': 5,
  Selected: 8,
  Hired: 10,
  Rejected: 3,
} as const;

/** A timeline made from the current status alone (the server kept none, or its call failed). */
export function synthesiseTimeline(status: string | null | undefined, appliedAt: number | null): TimelineStep[] {
  const { key } = normalizeStatus(status);
  const done = (stage: keyof typeof SYNTHESISED_OFFSET_DAYS): TimelineStep =>
    step(stage, appliedAt === null ? null : appliedAt + SYNTHESISED_OFFSET_DAYS[stage] * DAY_MS);
  const pending = (stage: typeof PENDING_INTERVIEW | typeof PENDING_DECISION): TimelineStep => ({
    ...step(stage, null),
    completed: false,
  });
  const steps: TimelineStep[] = [step('Applied', appliedAt)];
  if (['rejected', 'no-show', 'not-joined', 'withdrawn'].includes(key)) return [...steps, done('Rejected')];
  if (['hired', 'completed'].includes(key))
    return [...steps, done('Shortlisted'), done('Interview Scheduled'), done('Selected'), done('Hired')];
  if (['selected', 'offered'].includes(key))
    return [...steps, done('Shortlisted'), done('Interview Scheduled'), done('Selected'), pending(PENDING_DECISION)];
  if (['scheduled', 'interview'].includes(key))
    return [...steps, done('Shortlisted'), done('Interview Scheduled'), pending(PENDING_DECISION)];
  if (['shortlisted', 'approved'].includes(key))
    return [...steps, done('Shortlisted'), pending(PENDING_INTERVIEW), pending(PENDING_DECISION)];
  return [...steps, pending(PENDING_INTERVIEW), pending(PENDING_DECISION)];
}

/**
 * The timeline of an application: the server's events mapped to stages (Under review and undated events dropped),
 * ordered, each completed up to the last dated one, with an Applied step from the applied date when missing; from
 * the status alone when the server has none.
 */
export function buildTimeline(
  events: readonly ServerTimelineEvent[],
  status: string | null | undefined,
  appliedAt: number | null,
): TimelineStep[] {
  if (events.length === 0) return synthesiseTimeline(status, appliedAt);
  const steps = events.flatMap((e) => eventStep(e) ?? []);
  if (!steps.some((s) => s.stage === 'Applied') && appliedAt !== null) steps.push(step('Applied', appliedAt));
  if (steps.length === 0) return synthesiseTimeline(status, appliedAt);
  return ordered(steps);
}
