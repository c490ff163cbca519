import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CANDIDATE_ID } from '#mock/testing/for-clients.ts';
import { resetWorld, SAMPLE_DOCX } from '#mock/testing/for-clients.ts';
import { messageText } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { stubNodeMultipart } from '#web/testing/node-multipart.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE } from '#web/testing/session.ts';
import { applyForJob, POSITION_REQUIRED } from '../api/apply-for-job.ts';
import { openFile, saveFile } from '#web/shared/save-file.ts';
import { ApplyModal } from './apply-modal.tsx';

vi.mock('#web/shared/save-file.ts', () => ({ saveFile: vi.fn(), openFile: vi.fn() }));

const mock = setupMockUpstream();
beforeAll(() => stubNodeMultipart());
beforeEach(() => {
  resetWorld(mock.world);
  mock.world.log.clear();
});
afterEach(() => {
  vi.mocked(saveFile).mockReset();
  vi.mocked(openFile).mockReset();
});
afterAll(() => vi.unstubAllGlobals());

function unappliedJob() {
  const applied = new Set(
    mock.world.db.application.findMany({ where: { candidateId: { equals: DEMO_CANDIDATE_ID } } }).map((a) => a.jobId),
  );
  const job = [...mock.world.jobs.all()].find((j) => !applied.has(j.id))!;
  return { id: job.id, jobName: job.jobName, recruiterId: job.recruiterId };
}

const operations = () =>
  mock.world.log
    .list()
    .map((r) => r.operationId)
    .filter((id) => id !== 'fetchProgrammaticUserToken');

async function renderApply(
  job: { id?: number | string; jobName?: string; recruiterId?: number } = unappliedJob(),
  applyAccept = true,
) {
  const onClose = vi.fn();
  const onApplied = vi.fn();
  const view = renderApp(
    <ApplyModal
      job={job}
      mobileNumber={DEMO_MOBILE}
      candidateId={String(DEMO_CANDIDATE_ID)}
      onClose={onClose}
      onApplied={onApplied}
    />,
    { userEventOptions: { applyAccept } },
  );
  const name = await screen.findByRole('textbox', { name: /Full Name/ });
  return { ...view, onClose, onApplied, name, job };
}

const pdf = (bytes: number, name = 'cv.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('ApplyModal', () => {
  it('loads the profile: name and e-mail filled, mobile read-only, current resume listed', async () => {
    const { name } = await renderApply();
    expect(operations()[0]).toBe('getDetailsWithMob');
    expect(name).not.toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(`+91 ${DEMO_MOBILE}`);
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveAttribute('readonly');
    expect(screen.getByText('100234_Resume.pdf')).toBeInTheDocument();
  });

  it('validates the form before calling anything', async () => {
    const { user, name } = await renderApply();
    const email = screen.getByRole('textbox', { name: 'Email (optional)' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Full Name should contain letters and spaces only (2-50 characters).',
    );
    await user.type(name, 'sha Rao');
    await user.clear(email);
    await user.type(email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address (e.g., name@example.com).');
    expect(operations()).toEqual(['getDetailsWithMob']);
  });

  it('refuses a job without a position id', async () => {
    const { user } = await renderApply({ jobName: 'Cook' });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to apply: Position ID not available. Please try again.',
    );
  });

  it('refuses resumes of another type or over 5MB', async () => {
    const { user } = await renderApply(undefined, false);
    const input = screen.getByLabelText(/Upload New Resume/);
    await user.upload(input, pdf(100, 'cv.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF, DOC, or DOCX file.');
    await user.upload(input, pdf(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 5MB.');
    expect(operations()).toEqual(['getDetailsWithMob']);
  });

  it('uploads a new resume with a visible progress bar, named {candidateId}_Resume.{ext}', async () => {
    mock.world.faults.add({ operationId: 'updateCandidateResume', status: 0, delayMs: 300 });
    const { user } = await renderApply();
    await user.upload(
      screen.getByLabelText(/Upload New Resume/),
      new File([new Uint8Array(SAMPLE_DOCX)], 'My CV.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Resume upload' })).toBeVisible();
    // Not while uploading: no close button, Escape does nothing.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Apply for Job' })).toBeInTheDocument();
    expect(await screen.findByText('Resume uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('100234_Resume.docx')).toBeInTheDocument();
    expect(operations()).toEqual(['getDetailsWithMob', 'updateCandidateResume', 'getDetailsWithMob']);
  });

  it('downloads the current resume under the Content-Disposition name', async () => {
    const { user } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), '100234_Resume.pdf'), {
      timeout: 3000,
    });
  });

  it('saves the details, then applies, then closes with the success toast', async () => {
    const { user, onClose, onApplied, job } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(`Application submitted successfully for ${job.jobName}!`)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(onApplied).toHaveBeenCalledOnce();
    expect(operations()).toEqual(['getDetailsWithMob', 'saveCandidateDetails', 'applyForJob']);
  });

  it('cannot be closed while submitting', async () => {
    mock.world.faults.add({ operationId: 'saveCandidateDetails', status: 0, delayMs: 400 });
    const { user, onClose } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('reports a failed save and stays open', async () => {
    mock.world.faults.add({
      operationId: 'saveCandidateDetails',
      status: 500,
      body: { success: false, message: 'Database unavailable' },
    });
    const { user, onClose } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save candidate details: Database unavailable. Please try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(operations()).not.toContain('applyForJob');
  });

  it("shows the server's refusal", async () => {
    mock.world.faults.add({
      operationId: 'applyForJob',
      status: 409,
      body: { success: false, message: 'You have already applied for this job' },
    });
    const { user } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already applied for this job');
  });

  it('names the HTTP status when the refusal has no message', async () => {
    mock.world.faults.add({ operationId: 'applyForJob', status: 502, body: {} });
    const { user } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply for job (HTTP 502)');
  });

  it('reports a lost connection while applying', async () => {
    mock.server.use(http.post('*/corporate-recruitment/talentJobs/applyForJob', () => HttpResponse.error()));
    const { user } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting your application: Network error. Please try again.',
    );
  });

  it('reports a failed upload', async () => {
    mock.world.faults.add({ operationId: 'updateCandidateResume', status: 500 });
    const { user } = await renderApply();
    await user.upload(screen.getByLabelText(/Upload New Resume/), pdf(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed with status 500');
  });

  it('opens the current resume for viewing, or says why it cannot', async () => {
    const { user } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(openFile).toHaveBeenCalledWith(expect.any(Blob), '100234_Resume.pdf'), {
      timeout: 3000,
    });
    mock.world.faults.add({ operationId: 'downloadFileFromAWS', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('View failed: 500 Injected fault');
  });

  it("says 'Failed to load resume for viewing.' when the file is not found, and 'Error loading resume. Please try again.' when the call is lost", async () => {
    const { user } = await renderApply();
    mock.world.faults.add({ operationId: 'downloadFileFromAWS', status: 404, times: 1 });
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load resume for viewing\.$/);
    mock.server.use(http.get('*/legacy-services/api/v1/user/downloadFileFromAWS', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Error loading resume\. Please try again\.$/),
    );
    expect(openFile).not.toHaveBeenCalled();
  });

  it('reports a lost connection while downloading or uploading', async () => {
    mock.server.use(
      http.get('*/legacy-services/api/v1/user/downloadFileFromAWS', () => HttpResponse.error()),
      http.post('*/corporate-recruitment/talentJobs/updateCandidateResume', () => HttpResponse.error()),
    );
    const { user } = await renderApply();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error downloading resume. Please try again.');
    await user.upload(screen.getByLabelText(/Upload New Resume/), pdf(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error uploading resume: Network error. Please try again.',
    );
  });

  it('sends a new resume with the application as the resumeFile part, which the profile then carries', async () => {
    await stubNodeMultipart();
    const job = unappliedJob();
    const input = {
      mobileNumber: DEMO_MOBILE,
      positionId: String(job.id),
      name: 'Priya Sharma',
      recruiterId: '0',
      fullName: 'Priya Sharma',
      email: '',
      mobile: DEMO_MOBILE,
      useCurrentResume: false,
    };
    const file = new File([new Uint8Array(SAMPLE_DOCX)], `${DEMO_CANDIDATE_ID}_Resume.docx`, {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await expect(applyForJob(input, file)).resolves.toMatchObject({ success: true });
    const candidate = mock.world.db.candidate.findFirst({ where: { id: { equals: DEMO_CANDIDATE_ID } } })!;
    expect(candidate.resumeFileName).toBe(`${DEMO_CANDIDATE_ID}_Resume.docx`);
  });

  it('needs a position id at the service level too', async () => {
    const input = {
      mobileNumber: DEMO_MOBILE,
      positionId: '',
      name: 'Asha',
      recruiterId: '0',
      fullName: 'Asha',
      email: '',
      mobile: DEMO_MOBILE,
      useCurrentResume: true,
    };
    await expect(applyForJob(input)).resolves.toEqual({ success: false, message: POSITION_REQUIRED });
    expect(messageText(POSITION_REQUIRED)).toBe('Position ID is required to apply for a job');
  });
});
