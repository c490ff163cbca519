import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, resetWorld, SAMPLE_DOCX } from '#mock/testing/for-clients.ts';
import { candidateRecordQueryOptions, candidateSkillsQueryOptions } from '#web/entities/candidate/index.ts';
import { onAppEvent } from '#web/shared/app-events.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { sessionStore } from '#web/shared/session.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { stubNodeMultipart } from '#web/testing/node-multipart.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
// The page is given the apply feature's saveFile by app/; the test watches it there.
const saveFile = vi.hoisted(() => vi.fn());
vi.mock('#web/shared/save-file.ts', () => ({ saveFile, openFile: vi.fn() }));

const mock = setupMockUpstream({ jobCount: 20 });
const scrollIntoView = vi.fn();
beforeEach(() => {
  resetWorld(mock.world);
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.mocked(saveFile).mockReset();
});
afterEach(() => {
  scrollIntoView.mockReset();
  vi.unstubAllGlobals();
});

const operations = () => mock.world.log.list().map((r) => r.operationId);
const demo = () => mock.world.db.candidate.findFirst({ where: { id: { equals: DEMO_CANDIDATE_ID } } })!;
const section = (name: string) => screen.getByRole('region', { name });
const pdf = (name = 'e-aadhaar.pdf', bytes = '%PDF-1.4 test') => new File([bytes], name, { type: 'application/pdf' });

async function renderProfile(route = '/profile') {
  const view = renderApp({ route, userEventOptions: { applyAccept: false } });
  await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 5_000 });
  return view;
}

describe('My Profile', () => {
  it("shows Loading..., then the demo candidate's banner, facts, resume, skills, KYC and completion", async () => {
    signInAs();
    mock.world.faults.add({ operationId: 'getDetailsWithMob', status: 0, delayMs: 500, times: 1 });
    renderApp({ route: '/profile' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Loading...', { selector: '.profile-loading' })).toBeInTheDocument();
    expect(screen.getByText('Manage your personal information and career details')).toBeInTheDocument();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(personal).getByText('priya.sharma@example.in')).toBeInTheDocument();
    expect(within(personal).getByText('Bengaluru - 560001')).toBeInTheDocument();
    expect(within(personal).getByText('₹35,000 per month')).toBeInTheDocument();
    expect(within(section('Resume')).getByText('100234_Resume.pdf')).toBeInTheDocument();
    expect(within(section('Resume')).getByText('Upload New Resume')).toBeInTheDocument();
    expect(within(section('Resume')).getByText('Choose New File')).toBeInTheDocument();
    const chips = await within(section('Skills')).findByRole('list', { name: 'Your skills' });
    expect(within(chips).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(await within(section('KYC Verification')).findAllByText('Not verified')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '75'),
    );
    const completion = screen.getByRole('complementary', { name: 'Profile Completion' });
    expect(within(completion).getByText('75%')).toBeInTheDocument();
    expect(within(completion).getAllByText('25%')).toHaveLength(4);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.kycStatus)!)).toMatchObject({
      aadhaarVerified: false,
      panVerified: false,
      ts: expect.any(Number),
    });
  });

  it('shows every fallback of a sparse record', async () => {
    signInAs();
    mock.world.faults.add({
      operationId: 'getDetailsWithMob',
      status: 200,
      body: { candidateId: DEMO_CANDIDATE_ID, fullName: 'Asha Rao', pincode: 400001 },
    });
    await renderProfile();
    const personal = section('Personal Information');
    expect(within(personal).getByText('Email not provided')).toBeInTheDocument();
    expect(within(personal).getByText('Pincode: 400001')).toBeInTheDocument();
    expect(within(personal).getByText('Expected salary not provided')).toBeInTheDocument();
    expect(within(personal).getByText(`+91 ${DEMO_IDENTITIES.candidateMobile}`)).toBeInTheDocument();
    expect(within(section('Resume')).getByText('Resume.pdf')).toBeInTheDocument();
    expect(within(section('Resume')).getByText('Upload Your Resume')).toBeInTheDocument();
    expect(within(section('Resume')).getByText('Choose File')).toBeInTheDocument();
  });

  it("shows 'Profile data not available' without a profile, Edit Profile disabled", async () => {
    signInAs();
    mock.world.faults.add({
      operationId: 'getDetailsWithMob',
      status: 404,
      body: { success: false, message: 'Candidate not found' },
    });
    await renderProfile();
    expect(screen.getByText('Profile data not available')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeDisabled());
  });

  it("shows 'Failed to get candidate profile' when the record cannot be loaded, and Try Again loads it", async () => {
    signInAs();
    mock.world.faults.add({ operationId: 'getDetailsWithMob', status: 500, times: 1 });
    const { user } = await renderProfile();
    const personal = section('Personal Information');
    expect(within(personal).getByRole('alert')).toHaveTextContent('Failed to get candidate profile');
    expect(within(personal).getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
    await user.click(within(personal).getByRole('button', { name: 'Try Again' }));
    expect(await within(personal).findByText('Priya Sharma')).toBeInTheDocument();
    expect(within(personal).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("labels Edit Profile 'Loading KYC...' while the KYC status loads", async () => {
    signInAs();
    mock.world.faults.add({ operationId: 'fetchCandidateKYCDetails', status: 0, delayMs: 400 });
    await renderProfile();
    expect(screen.getByRole('button', { name: 'Loading KYC...' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  });

  it('edits the profile: rules, cleaning, the split name saved, the header initials and the event', async () => {
    signInAs();
    const { user } = await renderProfile();
    const events: unknown[] = [];
    const stop = onAppEvent('userProfileUpdated', (detail) => events.push(detail));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const pin = within(dialog).getByRole('textbox', { name: /PIN Code/ });
    const salary = within(dialog).getByRole('textbox', { name: /Expected Salary/ });
    await user.clear(name);
    await user.type(name, 'A1');
    expect(name).toHaveValue('A');
    await user.clear(pin);
    await user.type(pin, '56a00');
    expect(pin).toHaveValue('5600');
    await user.clear(email);
    await user.type(email, 'priya@');
    await user.clear(salary);
    await user.type(salary, '12,34,567');
    expect(salary).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      within(dialog).getByText('Full Name should contain letters and spaces only (2-50 characters).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a valid email address (e.g., name@example.com).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('PIN Code must be exactly 6 digits.')).toBeInTheDocument();
    await user.clear(pin);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('PIN Code is required. Please enter a 6-digit PIN code.')).toBeInTheDocument();
    expect(operations()).not.toContain('updateCandidateProfile');

    await user.type(name, 'sha Devi Rao');
    await user.clear(email);
    await user.type(email, 'asha@example.in');
    await user.type(pin, '560034');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(demo()).toMatchObject({
      firstName: 'Asha',
      middleName: 'Devi',
      lastName: 'Rao',
      fullName: 'Asha Devi Rao',
      pincode: 560034,
      expectedSalary: 123456,
    });
    expect(await within(section('Personal Information')).findByText('Asha Devi Rao')).toBeInTheDocument();
    expect(sessionStore.get().user).toMatchObject({ name: 'Asha Devi Rao', initials: 'ADR' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      name: 'Asha Devi Rao',
      fullName: 'Asha Devi Rao',
      initials: 'ADR',
    });
    expect(events).toEqual([{ fullName: 'Asha Devi Rao' }]);
    expect(screen.getAllByText('ADR').length).toBeGreaterThan(0);
    stop();
  });

  it('shows the failure and exception texts of an update', async () => {
    signInAs();
    const { user } = await renderProfile();
    mock.world.faults.add({
      operationId: 'updateCandidateProfile',
      status: 500,
      times: 1,
      body: { success: false, message: 'Database down' },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile: Database down. Please try again.')).toBeInTheDocument();
    mock.server.use(http.put('*/candidate-services/api/v1/candidate/:id', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('An error occurred while updating profile: Network error. Please try again.'),
    ).toBeInTheDocument();
  });

  it('reads the record again for a candidate id, says so when there is none, and opens Edit Profile afresh', async () => {
    signInAs({ candidateId: null });
    mock.world.faults.add({
      operationId: 'getDetailsWithMob',
      status: 200,
      body: { fullName: 'Asha Rao', pincode: 400001 },
    });
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const records = operations().filter((o) => o === 'getDetailsWithMob').length;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update profile: Candidate ID is required. Please try again.'),
    ).toBeInTheDocument();
    expect(operations().filter((o) => o === 'getDetailsWithMob')).toHaveLength(records + 1);
    expect(operations()).not.toContain('updateCandidateProfile');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit Profile' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('locks the name when it equals the name on Aadhaar', async () => {
    signInAs({
      name: 'Rahul Kumar Verma',
      mobileNumber: DEMO_IDENTITIES.kycCompleteMobile,
      mobile: `+91 ${DEMO_IDENTITIES.kycCompleteMobile}`,
      candidateId: null,
    });
    const { user } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByRole('textbox', { name: /Full Name/ });
    expect(name).toHaveValue('Rahul Kumar Verma');
    expect(name).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The candidate id is read from the profile when the session has none.
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(within(section('KYC Verification')).getByText(/KYC Verification Complete/)).toBeInTheDocument();
    expect(within(section('KYC Verification')).getByText('Verified · xxxx xxxx 6104')).toBeInTheDocument();
    expect(within(section('KYC Verification')).getByText('Verified · XXXXXX234F')).toBeInTheDocument();
  });

  it('downloads the resume under the Content-Disposition name, and reports a failure', async () => {
    signInAs();
    const { user } = await renderProfile();
    await user.click(within(section('Resume')).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Resume download started')).toBeInTheDocument();
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ size: expect.any(Number) }), '100234_Resume.pdf'),
    );
    mock.world.faults.add({
      operationId: 'downloadFileFromAWS',
      status: 500,
      times: 1,
      body: { success: false, message: 'Storage offline' },
    });
    await user.click(within(section('Resume')).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Storage offline')).toBeInTheDocument();
    mock.server.use(http.get('*/legacy-services/api/v1/user/downloadFileFromAWS', () => HttpResponse.error()));
    await user.click(within(section('Resume')).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to download resume')).toBeInTheDocument();
  });

  it('refuses a wrong type or size, previews a new file, uploads it with progress and reloads', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user } = await renderProfile();
    const resume = section('Resume');
    const input = within(resume).getByLabelText('Choose New File');
    await user.upload(input, new File(['x'], 'cv.txt', { type: 'text/plain' }));
    expect(within(resume).getByRole('alert')).toHaveTextContent('Please upload a PDF, DOC, or DOCX file.');
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(within(resume).getByRole('alert')).toHaveTextContent('File size must be less than 5MB.');
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await user.upload(input, new File([new Uint8Array(SAMPLE_DOCX)], 'My CV.docx', { type: docx }));
    expect(within(resume).getByText('New file selected (not yet saved)')).toBeInTheDocument();
    expect(within(resume).getByRole('img', { name: 'Word document' })).toBeInTheDocument();
    mock.world.faults.add({ operationId: 'updateCandidateResume', status: 0, delayMs: 300 });
    await user.click(within(resume).getByRole('button', { name: 'Upload Resume' }));
    expect(within(resume).getByRole('progressbar', { name: 'Resume upload' })).toBeVisible();
    expect(await screen.findByText('Resume uploaded successfully!')).toBeInTheDocument();
    expect(within(resume).queryByText('New file selected (not yet saved)')).not.toBeInTheDocument();
    expect(within(resume).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await within(resume).findByText('100234_Resume.docx')).toBeInTheDocument();
    expect(operations().filter((o) => o === 'getDetailsWithMob')).toHaveLength(2);
  });

  it('reports a failed upload', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user } = await renderProfile();
    const resume = section('Resume');
    await user.upload(
      within(resume).getByLabelText('Choose New File'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    mock.server.use(http.post('*/corporate-recruitment/talentJobs/updateCandidateResume', () => HttpResponse.error()));
    await user.click(within(resume).getByRole('button', { name: 'Upload Resume' }));
    expect(await within(resume).findByRole('alert')).toHaveTextContent(/^Error uploading resume: /);
  });

  it("says 'Authentication failed. Please login again.' when the upload is refused after its one retry", async () => {
    await stubNodeMultipart();
    signInAs();
    const { user } = await renderProfile();
    const resume = section('Resume');
    await user.upload(
      within(resume).getByLabelText('Choose New File'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    let sent = 0;
    mock.server.use(
      http.post('*/corporate-recruitment/talentJobs/updateCandidateResume', () => {
        sent += 1;
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }),
    );
    await user.click(within(resume).getByRole('button', { name: 'Upload Resume' }));
    expect(await within(resume).findByRole('alert')).toHaveTextContent(
      /^Authentication failed\. Please login again\.$/,
    );
    expect(sent).toBe(2);
  });

  it("says 'Mobile number not found. Please sign in again.' for skills when no number is stored", async () => {
    signInAs({ mobileNumber: '' });
    await renderProfile();
    const skills = section('Skills');
    expect(within(skills).getByRole('alert')).toHaveTextContent('Mobile number not found. Please sign in again.');
    expect(within(skills).getByRole('button', { name: '+ Add Skill' })).toBeDisabled();
    expect(operations()).not.toContain('fetchCandidateSkills');
  });

  it('adds skills: search, suggestions, at least one, saved as ids, the answer as a toast', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user } = await renderProfile();
    const skills = section('Skills');
    const before = within(await within(skills).findByRole('list', { name: 'Your skills' })).getAllByRole(
      'listitem',
    ).length;
    await user.click(within(skills).getByRole('button', { name: '+ Add Skill' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skills' });
    const selected = within(dialog).getByRole('list', { name: 'Selected skills' });
    for (const remove of within(selected).getAllByRole('button', { name: /^Remove / })) await user.click(remove);
    await user.click(within(dialog).getByRole('button', { name: 'Save Skills' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select at least one skill');
    const suggestion = within(within(dialog).getByRole('list', { name: 'Suggested skills' })).getAllByRole(
      'button',
    )[0]!;
    await user.click(suggestion);
    const search = within(dialog).getByRole('searchbox', { name: 'Search skills' });
    const first = within(within(dialog).getByRole('list', { name: 'Skills' })).getAllByRole('checkbox')[0]!;
    const firstName = first.closest('label')!.textContent!;
    await user.type(search, firstName.slice(0, 4).toUpperCase());
    await user.click(within(dialog).getByRole('checkbox', { name: firstName }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Skills' }));
    expect(await screen.findByText('Skills saved successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(within(skills).getByRole('list', { name: 'Your skills' })).getAllByRole('listitem')).toHaveLength(
        2,
      ),
    );
    expect(before).toBeGreaterThan(2);
    expect(demo().skillIds).toHaveLength(2);
  }, 10_000);

  it('finds in Add Skills a skill typed in an Indian script, in Latin letters or misspelt', async () => {
    signInAs();
    const { user } = await renderProfile();
    await user.click(await within(section('Skills')).findByRole('button', { name: '+ Add Skill' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skills' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search skills' });
    const results = () =>
      within(within(dialog).getByRole('list', { name: 'Skills' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent);
    // The Devanagari is transliterated once its script is typed: the list follows.
    await user.type(search, 'ड्राइविंग');
    await waitFor(() => expect(results()).toContain('Two-Wheeler Driving'));
    expect(results().every((name) => name!.endsWith('Driving'))).toBe(true);
    await user.clear(search);
    await user.type(search, 'drving');
    expect(results()).toContain('Two-Wheeler Driving');
    await user.clear(search);
    await user.type(search, 'Qwertyuiop');
    expect(within(dialog).getByText('No skills match “Qwertyuiop”')).toBeInTheDocument();
  });

  it('shows the save failure and exception texts', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user } = await renderProfile();
    await user.click(await within(section('Skills')).findByRole('button', { name: '+ Add Skill' }));
    mock.world.faults.add({ operationId: 'saveCandidateSkills', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save Skills' }));
    expect(await screen.findByText('Failed to save skills. Please try again.')).toBeInTheDocument();
    mock.server.use(http.post('*/corporate-recruitment/talentJobs/saveCandidateSkills', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save Skills' }));
    expect(await screen.findByText('Error saving skills: Network error')).toBeInTheDocument();
  });

  it("shows 'No skills added yet' and a load failure (never sample skills)", async () => {
    signInAs();
    mock.world.faults.add({
      operationId: 'fetchCandidateSkills',
      status: 200,
      times: 1,
      body: { success: true, data: [] },
    });
    const { user } = await renderProfile();
    expect(await screen.findByText('No skills added yet')).toBeInTheDocument();
    expect(screen.getByText('Click Add Skill to show employers what you can do.')).toBeInTheDocument();
    void user;
  });

  it("shows 'Loading skills…' then 'Failed to fetch skills' with Try Again", async () => {
    signInAs();
    mock.world.faults.add({ operationId: 'fetchCandidateSkills', status: 500, times: 1, delayMs: 200 });
    const { user } = await renderProfile();
    expect(screen.getByText('Loading skills…')).toBeInTheDocument();
    expect(await within(section('Skills')).findByRole('alert')).toHaveTextContent('Failed to fetch skills');
    expect(within(section('Skills')).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(section('Skills')).getByRole('button', { name: 'Try Again' }));
    expect(await within(section('Skills')).findByRole('list', { name: 'Your skills' })).toBeInTheDocument();
  });

  it('verifies Aadhaar with a PDF, then PAN, through the KYC machine', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user } = await renderProfile();
    const kyc = section('KYC Verification');
    await user.click(await within(kyc).findByRole('button', { name: 'Verify Now' }));
    const pan = within(kyc).getByRole('textbox', { name: 'PAN Number' });
    await user.type(pan, 'bqrps1234f');
    expect(pan).toHaveValue('BQRPS1234F');
    await user.click(within(kyc).getByRole('button', { name: 'Verify PAN' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent(
      'Please verify your Aadhaar first before proceeding with PAN verification',
    );
    await user.click(within(kyc).getByRole('button', { name: 'Verify Aadhaar' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Please select your Aadhaar document (image/PDF).');
    const file = within(kyc).getByLabelText('Aadhaar document (PDF)');
    await user.upload(file, new File(['x'], 'aadhaar.png', { type: 'image/png' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Only PDF files are allowed');
    await user.upload(file, pdf());
    await user.click(within(kyc).getByRole('button', { name: 'Verify Aadhaar' }));
    expect(await within(kyc).findByText('Aadhaar verification successful!')).toBeInTheDocument();
    expect(within(kyc).getByText(/^Verified · xxxx xxxx \d{4}$/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.kycStatus)!)).toMatchObject({
      aadhaarVerified: true,
      panVerified: false,
    });
    const panAgain = within(kyc).getByRole('textbox', { name: 'PAN Number' });
    await user.clear(panAgain);
    await user.type(panAgain, 'BQRP1234');
    await user.click(within(kyc).getByRole('button', { name: 'Verify PAN' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent('Please enter a valid 10-character PAN number');
    await user.clear(panAgain);
    await user.type(panAgain, 'BQRPS1234F');
    await user.click(within(kyc).getByRole('button', { name: 'Verify PAN' }));
    expect(await within(kyc).findByText('PAN verification successful!')).toBeInTheDocument();
    expect(within(kyc).getByText(/KYC Verification Complete/)).toBeInTheDocument();
    expect(within(kyc).getByText('Verified · XXXXXX234F')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.kycStatus)!)).toMatchObject({
      aadhaarVerified: true,
      panVerified: true,
    });
  });

  it("sends PAN with the number's own token from fetchUserTokenByMobile, and says 'Authentication failed' without one", async () => {
    mock.world.db.candidate.update({
      where: { id: { equals: DEMO_CANDIDATE_ID } },
      data: { aadhaarVerified: true, aadhaarNumber: '482193574821', nameOnAadhaar: 'Priya Sharma' },
    });
    const bearers: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cashfree/verifyPan')) bearers.push(request.headers.get('Authorization') ?? '');
    });
    signInAs();
    const { user } = await renderProfile();
    const kyc = section('KYC Verification');
    await user.click(await within(kyc).findByRole('button', { name: 'Verify Now' }));
    const pan = await within(kyc).findByRole('textbox', { name: 'PAN Number' });
    await user.type(pan, 'BQRPS1234F');
    // Twice: a 401 renews the service token and asks once more.
    mock.world.faults.add({ operationId: 'fetchUserTokenByMobile', status: 401, times: 2 });
    await user.click(within(kyc).getByRole('button', { name: 'Verify PAN' }));
    expect(await within(kyc).findByRole('alert')).toHaveTextContent(/^Authentication failed$/);
    expect(operations()).not.toContain('verifyPan');
    await user.click(within(kyc).getByRole('button', { name: 'Verify PAN' }));
    expect(await within(kyc).findByText('PAN verification successful!')).toBeInTheDocument();
    expect(operations().slice(-3)).toEqual(expect.arrayContaining(['fetchUserTokenByMobile', 'verifyPan']));
    expect(bearers).toHaveLength(1);
    expect(mock.world.tokens.subjectOf(bearers[0]!.slice('Bearer '.length))).toBe(DEMO_MOBILE);
    mock.server.events.removeAllListeners();
  }, 15_000);

  it('reports a failed Aadhaar check by its response text', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user } = await renderProfile();
    const kyc = section('KYC Verification');
    await user.click(await within(kyc).findByRole('button', { name: 'Verify Now' }));
    mock.world.faults.add({
      operationId: 'verifyCandidateAadhaarPdf',
      status: 200,
      times: 1,
      body: { success: true, message: 'Unable to read document' },
    });
    await user.upload(within(kyc).getByLabelText('Aadhaar document (PDF)'), pdf());
    await user.click(within(kyc).getByRole('button', { name: 'Verify Aadhaar' }));
    expect(await within(kyc).findByRole('alert')).toHaveTextContent('Aadhaar verification failed. Please try again.');
  });

  it("shows 'Failed to load KYC data' when the KYC call fails", async () => {
    signInAs();
    mock.world.faults.add({ operationId: 'fetchCandidateKYCDetails', status: 500, times: 1 });
    await renderProfile();
    expect(await within(section('KYC Verification')).findByRole('alert')).toHaveTextContent('Failed to load KYC data');
  });

  it('moves between sections from the menu; KYC expands its panel', async () => {
    signInAs();
    const { user } = await renderProfile();
    const menu = screen.getByRole('navigation', { name: 'Profile sections' });
    await user.click(within(menu).getByRole('button', { name: 'Skills' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(within(menu).getByRole('button', { name: 'Skills' })).toHaveAttribute('aria-current', 'true');
    expect(section('Skills')).toHaveFocus();
    await screen.findAllByText('Not verified');
    await user.click(within(menu).getByRole('button', { name: 'KYC Verification' }));
    expect(within(section('KYC Verification')).getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lands on the section named by the hash', async () => {
    signInAs();
    await renderProfile('/profile#kyc');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(section('KYC Verification'));
    expect(await within(section('KYC Verification')).findByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('asks before signing out, then signs out as the header does', async () => {
    signInAs();
    const { user, router } = await renderProfile();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Profile sections' })).getByRole('button', { name: 'Sign Out' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign Out' });
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sessionStore.get().isAuthenticated).toBe(true);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Profile sections' })).getByRole('button', { name: 'Sign Out' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign Out' })).getByRole('button', { name: 'Sign Out' }),
    );
    expect(sessionStore.get().isAuthenticated).toBe(false);
    await waitFor(() => expect(router.location.pathname).toBe('/'), { timeout: 3000 });
  });

  // The candidate's data has one home (entities/candidate): a write here refreshes what the other screens read.
  it('a profile edit refreshes the record the apply dialog reads, and saved skills the names the job cards highlight', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user, queryClient } = await renderProfile();
    // The job list read the candidate's skills earlier in the visit.
    await queryClient.fetchQuery(candidateSkillsQueryOptions(DEMO_MOBILE));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Profile' });
    const name = within(edit).getByRole('textbox', { name: /Full Name/ });
    await user.clear(name);
    await user.type(name, 'Anjali Devi Rao');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    await waitFor(() =>
      expect(queryClient.getQueryData(candidateRecordQueryOptions(DEMO_MOBILE).queryKey)?.fullName).toBe(
        'Anjali Devi Rao',
      ),
    );

    const skills = section('Skills');
    await user.click(await within(skills).findByRole('button', { name: '+ Add Skill' }));
    const add = screen.getByRole('dialog', { name: 'Add Skills' });
    await user.click(within(within(add).getByRole('list', { name: 'Skills' })).getAllByRole('checkbox')[0]!);
    expect(queryClient.getQueryState(candidateSkillsQueryOptions(DEMO_MOBILE).queryKey)?.isInvalidated).toBe(false);
    await user.click(within(add).getByRole('button', { name: 'Save Skills' }));
    await screen.findByText('Skills saved successfully');
    expect(queryClient.getQueryState(candidateSkillsQueryOptions(DEMO_MOBILE).queryKey)?.isInvalidated).toBe(true);
  }, 15_000);
});
