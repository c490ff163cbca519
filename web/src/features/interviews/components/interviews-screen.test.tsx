import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COUNTDOWN_S } from '#machines/constants.ts';
import { DEMO_IDENTITIES } from '#mock/testing/for-clients.ts';
import { onAppEvent } from '#web/shared/app-events.ts';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { InterviewsScreen } from './interviews-screen.tsx';

const mock = setupMockUpstream({ jobCount: 50 });
const EMAIL = DEMO_IDENTITIES.clientEmail;

const urls: string[] = [];
beforeEach(() => {
  urls.length = 0;
  mock.server.events.on('request:start', ({ request }) => void urls.push(request.url));
});
afterEach(() => {
  mock.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function storeClient(email: string = EMAIL) {
  window.localStorage.setItem(
    LOCAL_KEYS.currentUser,
    JSON.stringify({ email, mobileNumber: '', isAuthenticated: true }),
  );
}

const mine = () => mock.world.db.interview.findMany({ where: { clientEmail: { equals: EMAIL } } });
const isDone = (i: { status: string; feedback: string }) =>
  ['selected', 'rejected', 'noshow', 'no-show', 'completed', 'not selected'].includes(i.status.toLowerCase()) ||
  i.feedback.trim() !== '';
const pendingRows = () => mine().filter((i) => !isDone(i));
const completedRows = () => mine().filter(isDone);

async function renderSignedIn(route = '/interviews') {
  storeClient();
  const view = renderApp(<InterviewsScreen />, { route });
  await screen.findByRole('tab', { name: /^Pending \(\d+\)$/ });
  return view;
}

const counter = (label: string) =>
  within(screen.getByRole('list', { name: 'Interview counts' })).getByText(label).previousSibling;

describe('InterviewsScreen, signed in', () => {
  it('shows the loading text, then the counters, the tabs and the pending cards', async () => {
    storeClient();
    renderApp(<InterviewsScreen />, { route: '/interviews' });
    expect(screen.getByText('Loading interviews....')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: `Pending (${pendingRows().length})` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Interview Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage candidate interviews and feedback')).toBeInTheDocument();
    expect(counter('Total Interviews')).toHaveTextContent(String(mine().length));
    expect(counter('Pending')).toHaveTextContent(String(pendingRows().length));
    expect(counter('Completed')).toHaveTextContent(String(completedRows().length));
    expect(screen.getByRole('tab', { name: `Completed (${completedRows().length})` })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(pendingRows().length);
    // The cards' names are the level under the screen's title: no heading level is skipped.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));

    const lists = urls
      .filter((u) => u.includes('fetchClientInterviews'))
      .map((u) => Object.fromEntries(new URL(u).searchParams));
    expect(lists).toEqual(
      expect.arrayContaining([
        { mobileNumber: '', emailId: EMAIL, isClient: 'true', isComplete: 'false' },
        { mobileNumber: '', emailId: EMAIL, isClient: 'true', isComplete: 'true' },
      ]),
    );
  });

  it("asks for both lists with the client's own mobile number when the stored client record has one", async () => {
    window.localStorage.setItem(
      LOCAL_KEYS.currentUser,
      JSON.stringify({ email: EMAIL, mobileNumber: '9876543210', isAuthenticated: true }),
    );
    renderApp(<InterviewsScreen />, { route: '/interviews' });
    await screen.findByRole('tab', { name: /^Pending \(\d+\)$/ });
    const lists = urls
      .filter((u) => u.includes('fetchClientInterviews'))
      .map((u) => Object.fromEntries(new URL(u).searchParams));
    expect(lists).toHaveLength(2);
    expect(lists).toEqual(
      expect.arrayContaining([
        { mobileNumber: '9876543210', emailId: EMAIL, isClient: 'true', isComplete: 'false' },
        { mobileNumber: '9876543210', emailId: EMAIL, isClient: 'true', isComplete: 'true' },
      ]),
    );
  });

  it('shows a card with its facts in Indian English, Scheduled as Pending, and the zero date as not scheduled', async () => {
    const [first, second] = pendingRows();
    mock.world.db.interview.update({
      where: { id: { equals: first!.id } },
      data: { status: 'Scheduled', interviewDateTime: '2026-11-23 15:30:00' },
    });
    mock.world.db.interview.update({
      where: { id: { equals: second!.id } },
      data: { interviewDateTime: '0000-00-00 00:00:00' },
    });
    await renderSignedIn();
    const card = screen.getByRole('article', { name: first!.candidateName });
    expect(within(card).getByText('Pending', { selector: '.interview-status' })).toHaveClass(
      'interview-status--warning',
    );
    expect(within(card).getByText(first!.designation)).toBeInTheDocument();
    expect(within(card).getByText(first!.city)).toBeInTheDocument();
    expect(within(card).getByText(first!.candidateMobile)).toBeInTheDocument();
    expect(within(card).getByText('23 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('3:30 pm')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: second!.candidateName })).getByText('Not scheduled'),
    ).toBeInTheDocument();
  });

  it('shows the completed tab with the feedback quotes', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('tab', { name: /^Completed/ }));
    const withFeedback = completedRows().find((i) => i.feedback !== '')!;
    const card = screen.getByRole('article', { name: withFeedback.candidateName });
    expect(within(card).getByText(`“${withFeedback.feedback}”`)).toBeInTheDocument();
  });

  it('labels the completed tab Done on narrow screens', async () => {
    const matchMedia = (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
    try {
      await renderSignedIn();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
    expect(screen.getByRole('tab', { name: `Done (${completedRows().length})` })).toBeInTheDocument();
  });

  it('shows the two empty states', async () => {
    storeClient('nobody@example.com');
    const { user } = renderApp(<InterviewsScreen />, { route: '/interviews' });
    expect(await screen.findByRole('heading', { name: 'No pending Interviews' })).toBeInTheDocument();
    expect(screen.getByText("You don't have any upcoming interviews scheduled.")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed (0)' }));
    expect(screen.getByRole('heading', { name: 'No completed Interviews' })).toBeInTheDocument();
    expect(screen.getByText('No completed interviews to show.')).toBeInTheDocument();
  });

  it('counts a list that fails as empty', async () => {
    mock.world.faults.add({ operationId: 'fetchClientInterviews', status: 500, times: 1 });
    await renderSignedIn();
    const total = Number(counter('Total Interviews')?.textContent);
    expect([pendingRows().length, completedRows().length]).toContain(total);
  });

  it('shows the error with Try Again when both lists fail, and loads again', async () => {
    mock.world.faults.add({ operationId: 'fetchClientInterviews', status: 500, times: 2 });
    storeClient();
    const { user } = renderApp(<InterviewsScreen />, { route: '/interviews' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Interviews' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load interviews')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('tab', { name: /^Pending/ })).toBeInTheDocument();
  });

  it('shows the list at once for the session flag alone', async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.interviewAuthenticated, 'true');
    renderApp(<InterviewsScreen />, { route: `/interviews?emailId=${encodeURIComponent(EMAIL)}` });
    expect(await screen.findByRole('tab', { name: /^Pending/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('feedback modal', () => {
  it('opens the feedback of the interview a link names (interviewId) once the lists are in', async () => {
    const interview = pendingRows()[0]!;
    storeClient();
    renderApp(<InterviewsScreen />, { route: `/interviewFeedbackScreen?interviewId=${interview.id}` });
    const dialog = await screen.findByRole('dialog', { name: `Interview Feedback ${interview.designation}` });
    expect(await within(dialog).findByText(interview.candidateName)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('opens a decided interview a link names read-only, on the Completed tab', async () => {
    const interview = completedRows()[0]!;
    storeClient();
    renderApp(<InterviewsScreen />, { route: `/interviews?interviewId=${interview.id}` });
    const dialog = await screen.findByRole('dialog', { name: `Interview Feedback ${interview.designation}` });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /^Completed/, hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on Back and keeps the client on the interviews screen', async () => {
    const interview = pendingRows()[0]!;
    storeClient();
    const { router } = renderApp(<InterviewsScreen />, { route: `/interviews?interviewId=${interview.id}` });
    const dialog = await screen.findByRole('dialog', { name: `Interview Feedback ${interview.designation}` });
    await within(dialog).findByRole('heading', { name: 'Rate this candidate' });
    // The dialog is recorded in the history (a Back layer) once it may be dismissed.
    await waitFor(() => expect(window.history.state).toHaveProperty('backLayer'));
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/interviews');
    expect(screen.getByRole('tab', { name: /^Pending/ })).toBeInTheDocument();
  });

  it('opens nothing for an interviewId that is not in the lists', async () => {
    storeClient();
    renderApp(<InterviewsScreen />, { route: '/interviews?interviewId=987654321' });
    await screen.findByRole('tab', { name: /^Pending/ });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  async function openPending() {
    const view = await renderSignedIn();
    const interview = pendingRows()[0]!;
    await view.user.click(screen.getByRole('button', { name: interview.candidateName }));
    const dialog = await screen.findByRole('dialog', { name: `Interview Feedback ${interview.designation}` });
    await within(dialog).findByRole('heading', { name: 'Rate this candidate' });
    return { ...view, dialog, interview };
  }

  it('shows the candidate, a star group per skill and the comment; approve needs every rating and a comment', async () => {
    const { user, dialog, interview } = await openPending();
    expect(within(dialog).getByRole('heading', { name: 'Candidate Details' })).toBeInTheDocument();
    expect(within(dialog).getByText(interview.candidateMobile)).toBeInTheDocument();
    const groups = within(dialog).getAllByRole('radiogroup');
    expect(groups).toHaveLength(interview.skillIds.length);
    expect(within(groups[0]!).getAllByRole('radio')).toHaveLength(5);
    expect(within(dialog).getAllByText('Rating: 0/5')).toHaveLength(groups.length);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Skill Mandatory');
    expect(within(dialog).getByRole('alert')).toHaveClass('feedback-dialog__message--error');

    for (const group of groups) await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).getAllByText('Rating: 4/5')).toHaveLength(groups.length);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide feedback comments');

    await user.type(within(dialog).getByLabelText('Feedback Comment *'), 'Clear thinker');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Feedback submitted successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });

    const submit = new URL(urls.find((u) => u.includes('updateInterviewFeedback'))!);
    expect(Object.fromEntries(submit.searchParams)).toEqual({
      interviewId: String(interview.id),
      candidateStatus: 'Selected',
      interviewFeedback: 'Clear thinker',
    });
    expect(screen.getByRole('tab', { name: `Pending (${pendingRows().length})` })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Completed/ }));
    const card = screen.getByRole('article', { name: interview.candidateName });
    expect(within(card).getByText('Selected', { selector: '.interview-status' })).toBeInTheDocument();
    expect(within(card).getByText('“Clear thinker”')).toBeInTheDocument();
  });

  it('sends No Show without checks, showing Processing... while it runs', async () => {
    const { user, dialog } = await openPending();
    mock.world.faults.add({ operationId: 'updateInterviewFeedback', status: 0, delayMs: 300, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'No Show' }));
    const processing = within(dialog).getAllByRole('button', { name: 'Processing...' });
    expect(processing).toHaveLength(3);
    for (const button of processing) expect(button).toBeDisabled();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Feedback submitted successfully');
    expect(urls.filter((u) => u.includes('updateInterviewFeedback'))).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveClass('feedback-dialog__message--success');
  });

  it('opens a decided interview read-only with Close', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('tab', { name: /^Completed/ }));
    const decided = completedRows().find((i) => i.feedback !== '')!;
    await user.click(screen.getByRole('button', { name: decided.candidateName }));
    const dialog = await screen.findByRole('dialog', { name: /^Interview Feedback/ });
    await within(dialog).findByRole('heading', { name: 'Rate this candidate' });
    expect(within(dialog).getByLabelText('Feedback Comment *')).toHaveAttribute('readonly');
    for (const radio of within(dialog).queryAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the load failure with nothing rated', async () => {
    mock.world.faults.add({ operationId: 'fetchInterviewFeedback', status: 500, times: 1 });
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: pendingRows()[0]!.candidateName }));
    const dialog = await screen.findByRole('dialog', { name: /^Interview Feedback/ });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load interview feedback data');
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
  });

  it('needs the stored token to submit', async () => {
    const { user } = await renderSignedIn();
    window.localStorage.removeItem('programmaticToken');
    mock.world.faults.add({ operationId: 'fetchProgrammaticUserToken', status: 500 });
    await user.click(screen.getByRole('button', { name: pendingRows()[0]!.candidateName }));
    const dialog = await screen.findByRole('dialog', { name: /^Interview Feedback/ });
    await user.click(await within(dialog).findByRole('button', { name: 'No Show' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Authentication token not found');
  });
});

describe('e-mail sign-in', () => {
  it('opens for isClient=true, checks the address and the code, signs in and goes to /interviews with the query', async () => {
    const success = vi.fn();
    const stop = onAppEvent('interviewAuthSuccess', success);
    const { user, router } = renderApp(<InterviewsScreen />, { route: '/interviewFeedbackScreen?isClient=true' });
    const dialog = await screen.findByRole('dialog', { name: 'Client Sign In' });
    expect(screen.getByText('Please sign in to access your interview feedback')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Authentication Required - Please sign in with your email to access the interview feedback system.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.type(within(dialog).getByLabelText('Email Address'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    const otp = await within(dialog).findByLabelText('OTP');
    expect(within(dialog).getByRole('button', { name: /^Resend OTP \((10|9)s\)$/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Back to Email' }));
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue(EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('OTP'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid 4-digit OTP');
    await user.clear(within(dialog).getByLabelText('OTP'));
    await user.type(within(dialog).getByLabelText('OTP'), '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByRole('alert')).not.toHaveTextContent('');
    expect(otp).toBeDefined();

    await user.clear(within(dialog).getByLabelText('OTP'));
    await user.type(within(dialog).getByLabelText('OTP'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByText('Signed in successfully')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.currentUser)!)).toEqual({
      email: EMAIL,
      mobileNumber: '',
      isAuthenticated: true,
    });
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.interviewAuthenticated)).toBe('true');
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith({ email: EMAIL });
    await waitFor(() => expect(router.location.pathname).toBe('/interviews'), { timeout: 3000 });
    expect(router.location.search).toBe('?isClient=true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^Pending \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByText('Manage candidate interviews and feedback')).toBeInTheDocument();
    stop();
  });

  it('opens with the address and number from the route state, blocks Back, and closing goes to /', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { user, router } = renderApp(<InterviewsScreen />, { route: '/interviews' });
    const dialog = await screen.findByRole('dialog', { name: 'Client Sign In' });
    expect(push).toHaveBeenCalled();
    const before = push.mock.calls.length;
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(push.mock.calls.length).toBe(before + 1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('takes the e-mail and mobile number from the query', async () => {
    renderApp(<InterviewsScreen />, {
      route: `/interviews?emailId=${encodeURIComponent(EMAIL)}&mobileNumber=9876543210`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Client Sign In' });
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue(EMAIL);
  });

  it('sends everyone else to /', async () => {
    const { router } = renderApp(<InterviewsScreen />, { route: '/elsewhere' });
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('re-enables resend after a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp(<InterviewsScreen />, {
      route: `/interviews?emailId=${encodeURIComponent(EMAIL)}&mobileNumber=`,
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Client Sign In' });
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByLabelText('OTP');
    expect(within(dialog).getByRole('button', { name: /^Resend OTP \(\d+s\)$/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(RESEND_COUNTDOWN_S * 1000));
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    mock.world.faults.add({ operationId: 'generateOTP', status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to resend OTP');
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});
