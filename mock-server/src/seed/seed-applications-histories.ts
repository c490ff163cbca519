/**
 * Every application status the contract names (ApplicationStatusText), each with the steps that plausibly led to it. A step is the
 * status text as the upstream writes it and its day offset from the applied date.
 */
export interface Step {
  status: string;
  day: number;
  description: string;
}

const step = (status: string, day: number, description: string): Step => ({ status, day, description });

const APPLIED = step('Applied', 0, 'Application submitted');
const SHORTLISTED = step('Shortlisted', 2, 'Shortlisted by the recruiter');
const INTERVIEW_SCHEDULED = step('Interview Scheduled', 5, 'Interview scheduled with the hiring manager');
const INTERVIEW = step('Interview', 6, 'Interview held at the office');
const SELECTED = step('Selected', 8, 'Selected after the interview');
const OFFERED = step('Offered', 9, 'Offer letter shared');
const HIRED = step('Hired', 10, 'Joined the company');

export interface History {
  status: string;
  steps: Step[];
}

/** In the contract's order. An empty steps list means the upstream kept no timeline (clients synthesize one). */
export const HISTORIES: readonly History[] = [
  { status: 'Submitted', steps: [APPLIED] },
  { status: 'Under Review', steps: [APPLIED, step('Under review', 1, 'Profile under review by the recruiter')] },
  { status: 'Shortlisted', steps: [APPLIED, SHORTLISTED] },
  { status: 'Interview Scheduled', steps: [APPLIED, SHORTLISTED, INTERVIEW_SCHEDULED] },
  { status: 'Interview', steps: [APPLIED, SHORTLISTED, INTERVIEW_SCHEDULED, INTERVIEW] },
  { status: 'Selected', steps: [APPLIED, SHORTLISTED, INTERVIEW_SCHEDULED, INTERVIEW, SELECTED] },
  { status: 'Rejected', steps: [APPLIED, step('Rejected', 3, 'Profile did not match the role')] },
  { status: 'On Hold', steps: [APPLIED, SHORTLISTED, step('On Hold', 4, 'Position on hold by the employer')] },
  { status: 'Withdrawn', steps: [APPLIED, step('Withdrawn', 3, 'Application withdrawn')] },
  { status: 'Assigned', steps: [APPLIED, step('Assigned', 1, 'Assigned to a recruiter')] },
  { status: 'Approved', steps: [APPLIED, step('Approved', 2, 'Approved by the recruiter')] },
  {
    status: 'Scheduled',
    steps: [APPLIED, step('Approved', 2, 'Approved by the recruiter'), step('Scheduled', 4, 'Interview scheduled')],
  },
  { status: 'Offered', steps: [APPLIED, SHORTLISTED, INTERVIEW_SCHEDULED, INTERVIEW, SELECTED, OFFERED] },
  // The zero-dated step is one the upstream never dated: clients drop it.
  {
    status: 'In Process',
    steps: [
      APPLIED,
      step('Shortlisted', -1, 'Shortlisted by the recruiter'),
      step('In Process', 4, 'Documents being verified'),
    ],
  },
  { status: 'Removed', steps: [APPLIED, step('Removed', 3, 'Removed from the position by the recruiter')] },
  {
    status: 'No Show',
    steps: [APPLIED, SHORTLISTED, INTERVIEW_SCHEDULED, step('No Show', 6, 'Did not attend the interview')],
  },
  {
    status: 'Not Joined',
    steps: [
      APPLIED,
      SHORTLISTED,
      INTERVIEW_SCHEDULED,
      INTERVIEW,
      SELECTED,
      OFFERED,
      step('Not Joined', 15, 'Did not join on the joining date'),
    ],
  },
  {
    status: 'Candidate Withdrew',
    steps: [APPLIED, SHORTLISTED, step('Candidate Withdrew', 4, 'Withdrew from the process')],
  },
  {
    status: 'Completed 1 Month',
    steps: [
      APPLIED,
      SHORTLISTED,
      INTERVIEW_SCHEDULED,
      INTERVIEW,
      SELECTED,
      HIRED,
      step('Completed 1 Month', 40, 'Completed one month at the company'),
    ],
  },
  { status: 'Hired', steps: [APPLIED, SHORTLISTED, INTERVIEW_SCHEDULED, INTERVIEW, SELECTED, HIRED] },
  {
    status: 'Position Closed',
    steps: [APPLIED, step('Position Closed', 5, 'The position was closed by the employer')],
  },
  { status: 'Sign In Pending', steps: [] },
  { status: 'Not Applied Yet', steps: [] },
  {
    status: 'Selected - Interview 1',
    steps: [
      APPLIED,
      SHORTLISTED,
      INTERVIEW_SCHEDULED,
      step('Selected - Interview 1', 6, 'Cleared the first interview round'),
    ],
  },
];

/** The largest day offset of a history: the applied date must be at least that far back. */
export const spanDays = (history: History) => Math.max(0, ...history.steps.map((s) => s.day));
