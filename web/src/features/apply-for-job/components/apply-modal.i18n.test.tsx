import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLY_EMAIL_INVALID,
  applyErrorMessage,
  applySuccessMessage,
  message,
  saveFailedMessage,
  uploadErrorMessage,
  upstream,
  type Message,
} from '#machines';
import { DEMO_CANDIDATE_ID, resetWorld } from '#mock/testing/for-clients.ts';
import { i18n, languageStore, messageText, useMessageText } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { stubNodeMultipart } from '#web/testing/node-multipart.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE } from '#web/testing/session.ts';
import { applyForJobNs } from '../i18n.ts';
import { ApplyModal } from './apply-modal.tsx';

const mock = setupMockUpstream();
beforeAll(() => stubNodeMultipart());
beforeEach(() => resetWorld(mock.world));
afterAll(() => vi.unstubAllGlobals());

/** The chosen language, once its texts (the apply dialog's among them) have arrived. */
async function choose(code: 'en' | 'hi' | 'ta') {
  await act(async () => languageStore.set(code));
  await vi.waitFor(() => expect(i18n.language).toBe(code));
  await i18n.loadNamespaces(applyForJobNs);
}

/** A call that found no server, as the apply dialog's calls reject. */
const lostConnection = { kind: 'network', message: message('common:error.network') };

function renderApply() {
  const job = [...mock.world.jobs.all()][0]!;
  return renderApp(
    <ApplyModal
      job={{ id: job.id, jobName: job.jobName, recruiterId: job.recruiterId }}
      mobileNumber={DEMO_MOBILE}
      candidateId={String(DEMO_CANDIDATE_ID)}
      onClose={vi.fn()}
    />,
  );
}

describe('ApplyModal in Hindi', () => {
  it('shows its title, fields, resume section, buttons and a validation message in Hindi', async () => {
    await choose('hi');
    const { user } = renderApply();
    const name = await screen.findByRole('textbox', { name: /पूरा नाम/ }, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'नौकरी के लिए आवेदन करें' });
    expect(within(dialog).getByRole('textbox', { name: 'मोबाइल नंबर' })).toHaveValue(`+91 ${DEMO_MOBILE}`);
    expect(within(dialog).getByText('आपका पंजीकृत मोबाइल नंबर')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'ईमेल (वैकल्पिक)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'रिज़्यूमे' })).toBeInTheDocument();
    expect(within(dialog).getByText('मौजूदा रिज़्यूमे')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'देखें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'डाउनलोड करें' })).toBeInTheDocument();
    expect(within(dialog).getByText('नया रिज़्यूमे अपलोड करें')).toBeInTheDocument();
    expect(within(dialog).getByText('PDF, DOC या DOCX, 5MB से कम')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeEnabled();

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'आवेदन भेजें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया सभी ज़रूरी फ़ील्ड भरें।');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Please fill in all required fields.');
    for (const english of ['Apply for Job', 'Submit Application', 'Cancel', 'Resume', 'Current resume', 'Full Name']) {
      expect(within(dialog).queryByText(english), english).not.toBeInTheDocument();
    }
  }, 20_000);

  it("shows a failed upload with the call's reason inside, both in Hindi", async () => {
    mock.server.use(http.post('*/corporate-recruitment/talentJobs/updateCandidateResume', () => HttpResponse.error()));
    await choose('hi');
    const { user } = renderApply();
    const dialog = await screen.findByRole('dialog', { name: 'नौकरी के लिए आवेदन करें' }, { timeout: 5000 });
    await within(dialog).findByRole('textbox', { name: /पूरा नाम/ }, { timeout: 5000 });
    await user.upload(
      within(dialog).getByLabelText(/नया रिज़्यूमे अपलोड करें/),
      new File([new Uint8Array(1000)], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'रिज़्यूमे अपलोड करने में गड़बड़ी: नेटवर्क में गड़बड़ी। कृपया फिर से कोशिश करें।',
    );
  }, 20_000);
});

function Alert({ shown }: { shown: Message }) {
  const text = useMessageText();
  return <p role="alert">{text(shown)}</p>;
}

describe("the apply flow's messages", () => {
  it('show in Hindi with their values, a reason given inside another message in Hindi too', async () => {
    await choose('hi');

    expect(messageText(uploadErrorMessage(lostConnection))).toBe(
      'रिज़्यूमे अपलोड करने में गड़बड़ी: नेटवर्क में गड़बड़ी। कृपया फिर से कोशिश करें।',
    );
    expect(messageText(saveFailedMessage(undefined))).toBe(
      'उम्मीदवार की जानकारी सेव नहीं हो सकी: कोई अनजानी गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
    );
    // The upstream's own words inside: translated when its catalogue knows them, else as they came.
    expect(messageText(applyErrorMessage(new Error('You have already applied for this job')))).toBe(
      'आपका आवेदन जमा करते समय गड़बड़ी हुई: आप इस नौकरी के लिए पहले ही आवेदन कर चुके हैं। कृपया फिर से कोशिश करें।',
    );
    expect(messageText(saveFailedMessage(upstream('Database unavailable')))).toBe(
      'उम्मीदवार की जानकारी सेव नहीं हो सकी: Database unavailable। कृपया फिर से कोशिश करें।',
    );
  });

  it('keep data as it came, even data that reads like a known message', async () => {
    await choose('hi');

    // 'Resume' is a text of its own ('रिज़्यूमे'), but here it is the name of a job.
    expect(messageText(applySuccessMessage({ jobName: 'Resume' }))).toBe('Resume के लिए आवेदन सफलतापूर्वक जमा हुआ!');
  });

  it.each([
    ['the apply success toast', applySuccessMessage({ jobName: 'Data Analyst' })],
    ['a refused candidate save', saveFailedMessage(undefined)],
    ['a failed application', applyErrorMessage({ message: message('common:error.timeout') })],
    ['a failed resume upload', uploadErrorMessage(lostConnection)],
    ["the apply form's e-mail rule", APPLY_EMAIL_INVALID],
    ['an upload refused with a bare status', message('applyForJob:upload.refused', { httpStatus: 500 })],
    ['an application refused with a bare status', message('applyForJob:submit.refused', { httpStatus: 502 })],
  ])('show %s in Hindi', async (_, built) => {
    await choose('hi');

    const shown = messageText(built);

    expect(shown).toMatch(/[\u0900-\u097F]/u);
    expect(shown).not.toMatch(/Please|Failed|Error|successfully|Upload/);
  });

  it('show as the spec words them while the candidate reads English', async () => {
    await choose('en');

    expect(messageText(uploadErrorMessage(lostConnection))).toBe(
      'Error uploading resume: Network error. Please try again.',
    );
    expect(messageText(APPLY_EMAIL_INVALID)).toBe('Please enter a valid email address (e.g., name@example.com).');
    expect(messageText(applySuccessMessage({ jobName: 'Data Analyst' }))).toBe(
      'Application submitted successfully for Data Analyst!',
    );
  });

  it('follow the language in a component', async () => {
    await choose('en');
    render(<Alert shown={uploadErrorMessage(lostConnection)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error uploading resume: Network error. Please try again.');

    await choose('ta');
    expect(await screen.findByText('ரெஸ்யூமைப் பதிவேற்றுவதில் பிழை: நெட்வொர்க் பிழை. மீண்டும் முயற்சிக்கவும்.')).toBeInTheDocument();

    await choose('hi');
    expect(await screen.findByText('रिज़्यूमे अपलोड करने में गड़बड़ी: नेटवर्क में गड़बड़ी। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
  });
});
