import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';
import { jobDetailsFromLink, salaryMessage } from '#machines';
import { titleCase } from '../model/job-skills.ts';
import { monthlySalary, normalizeJob } from '../model/normalize-job.ts';
import { JobDetailsModal } from './job-details-modal.tsx';

const openSignIn = vi.fn();
const mock = setupMockUpstream();
afterEach(() => openSignIn.mockReset());

/** Multi-line texts are matched as written, not whitespace-collapsed. */
const exactly = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;
const budgetCalls = () => mock.world.log.list().filter((r) => r.operationId === 'getBudgetDetails');

const statusCalls = () => mock.world.log.list().filter((r) => r.operationId === 'getApplicationStatus');
const jobByIdCalls = () => mock.world.log.list().filter((r) => r.operationId === 'getJobById');

function renderDetails(raw: unknown, applied: { appliedAt?: number | null; candidateId?: string } = {}) {
  const handlers = { onClose: vi.fn(), onApply: vi.fn(), onRefer: vi.fn() };
  const view = renderApp(<JobDetailsModal job={normalizeJob(raw)} {...handlers} {...applied} />, {
    onSignInRequest: openSignIn,
  });
  return { ...view, ...handlers };
}

const full = {
  id: 1042,
  budgetId: 310,
  jobName: 'Delivery Executive',
  cityName: 'Bengaluru',
  pincode: '560001',
  maximumCtc: 300000,
  jobDescription: 'Deliver food orders.',
  requirements: 'Own two-wheeler.',
  responsibilities: 'Pick up orders on time.',
  skills: 'two-wheeler driving, hindi, General',
};

describe('JobDetailsModal', () => {
  it('shows every section, with title-cased skills, without asking for budget details', async () => {
    renderDetails(full);
    const dialog = screen.getByRole('dialog', { name: 'Delivery Executive' });
    expect(within(dialog).getByText('Bengaluru - 560001')).toBeInTheDocument();
    expect(within(dialog).getByText('Up to ₹25,000 per month')).toBeInTheDocument();
    // A job that gives no type or experience reads as the documented defaults.
    const facts = within(within(dialog).getByRole('list', { name: 'Job facts' })).getAllByRole('listitem');
    expect(facts.map((li) => li.textContent)).toEqual(['Full-time', 'Not specified']);
    for (const heading of ['Job Description', 'Requirements', 'Key Responsibilities', 'Skills Required']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Deliver food orders.')).toBeInTheDocument();
    expect(within(dialog).getByText('Two-Wheeler Driving')).toBeInTheDocument();
    expect(within(dialog).getByText('Hindi')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(budgetCalls()).toHaveLength(0);
  });

  it('fetches the budget details after about 100 ms behind a loading overlay when the job has no description', async () => {
    const job = [...mock.world.jobs.all()][0]!;
    renderDetails({ jobId: job.id, budgetId: job.budgetId, jobName: job.jobName, cityName: job.cityName });
    expect(screen.getByText('Loading job details…')).toBeInTheDocument();
    expect(budgetCalls()).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Loading job details…')).not.toBeInTheDocument());
    expect(budgetCalls()).toHaveLength(1);
    expect(screen.getByText(exactly(job.requirements))).toBeInTheDocument();
    expect(screen.getByText(exactly(job.responsibilities))).toBeInTheDocument();
  });

  it('retries the budget call once with a new token after a 401', async () => {
    const job = [...mock.world.jobs.all()][1]!;
    renderDetails({ id: job.id, budgetId: job.budgetId, jobName: job.jobName });
    await waitFor(() => expect(screen.queryByText('Loading job details…')).not.toBeInTheDocument());
    mock.world.log.clear();
    mock.world.tokens.expireAll();
    const next = [...mock.world.jobs.all()][2]!;
    renderDetails({ id: next.id, budgetId: next.budgetId, jobName: next.jobName });
    await waitFor(() => expect(screen.getByText(exactly(next.requirements))).toBeInTheDocument());
    expect(budgetCalls().map((r) => r.status)).toEqual([401, 200]);
  });

  it('asks visitors to sign in for Refer Someone and Apply Now', async () => {
    const { user, onApply, onRefer } = renderDetails(full);
    await user.click(screen.getByRole('button', { name: 'Refer Someone' }));
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    // Each request says what to resume after sign-in: this job's refer, then its apply.
    expect(openSignIn.mock.calls).toEqual([
      [{ kind: 'job', action: 'refer', job: expect.objectContaining({ id: '1042' }) }],
      [{ kind: 'job', action: 'apply', job: expect.objectContaining({ id: '1042' }) }],
    ]);
    expect(onApply).not.toHaveBeenCalled();
    expect(onRefer).not.toHaveBeenCalled();
  });

  it('hands the job on to apply or refer for signed-in candidates', async () => {
    signInAs();
    const { user, onApply, onRefer, onClose } = renderDetails(full);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(screen.getByRole('button', { name: 'Refer Someone' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ id: '1042' }));
    expect(onRefer).toHaveBeenCalledWith(expect.objectContaining({ id: '1042' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('completes a job opened from a shared link with getJobById, so it shows the facts of its card', async () => {
    const job = [...mock.world.jobs.all()].find(
      (j) => j.jobType !== 'Full time' && normalizeJob(j).skills.length >= 2 && j.experienceRequired,
    )!;
    const link = new URLSearchParams({
      jobId: String(job.id),
      budgetId: String(job.budgetId),
      title: job.jobName,
      cityName: job.cityName,
    });
    renderDetails(jobDetailsFromLink(link));
    const dialog = screen.getByRole('dialog', { name: job.jobName });
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Job facts' })).toHaveTextContent(job.jobType));
    const facts = within(within(dialog).getByRole('list', { name: 'Job facts' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(facts).toEqual(expect.arrayContaining([job.jobType, job.experienceRequired]));
    expect(facts).not.toContain('Full-time');
    for (const skill of normalizeJob(job).skills)
      expect(within(dialog).getByText(titleCase(skill))).toBeInTheDocument();
    const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
    expect(
      within(dialog).getByText(messageText(salaryMessage(monthlySalary(normalizeJob(job)), rupees))),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(`${job.cityName} - ${job.pincode}`)).toBeInTheDocument();
    expect(jobByIdCalls()).toHaveLength(1);
  });

  it('asks getJobById only for a job built from a link', async () => {
    renderDetails(full);
    await new Promise((r) => setTimeout(r, 200));
    expect(jobByIdCalls()).toHaveLength(0);
  });

  it("says 'Applied on …' in place of Apply Now when the applications hold the job; Refer Someone stays", async () => {
    signInAs();
    const { user, onRefer } = renderDetails(full, {
      appliedAt: new Date(2026, 10, 2).getTime(),
      candidateId: '100234',
    });
    const dialog = screen.getByRole('dialog', { name: 'Delivery Executive' });
    expect(within(dialog).getByText('Applied on 2 Nov 2026')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refer Someone' }));
    expect(onRefer).toHaveBeenCalled();
    // The applications said so: the job's own status is not asked.
    expect(statusCalls()).toHaveLength(0);
  });

  it('asks getApplicationStatus for a job the applications do not mark (a link, a notification)', async () => {
    signInAs();
    const applied = mock.world.db.application.findFirst({ where: { candidateId: { equals: 100234 } } })!;
    renderDetails({ ...full, id: applied.jobId, fromLink: true }, { candidateId: '100234' });
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Applied', { exact: true })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(statusCalls().map((call) => call.path)).toEqual([
      expect.stringMatching(new RegExp(`/getApplicationStatus/100234/${applied.jobId}$`)),
    ]);
  });

  it('keeps Apply Now for a job the candidate has not applied for', async () => {
    signInAs();
    renderDetails({ ...full, id: 100999 }, { candidateId: '100234' });
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });
});
