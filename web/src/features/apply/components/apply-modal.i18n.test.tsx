import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CANDIDATE_ID, resetWorld } from '#mock/testing/for-clients.ts';
import { i18n, languageStore, translateSentence } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE } from '#web/testing/session.ts';
import { ApplyModal } from './apply-modal.tsx';

const mock = setupMockUpstream();
beforeEach(() => resetWorld(mock.world));

// The machine's messages travel in English and are shown through the messages catalogue: this stands in
// for its Hindi text, so the test sees that the dialog shows whatever the catalogue says.
const MESSAGES_HI = { 'Please fill in all required fields.': 'कृपया सभी ज़रूरी जानकारी भरें।' };

describe('ApplyModal in Hindi', () => {
  it('shows its title, fields, resume section, buttons and a validation message in Hindi', async () => {
    i18n.addResourceBundle('hi', 'messages', MESSAGES_HI, true, false);
    await act(async () => languageStore.set('hi'));
    const job = [...mock.world.jobs.all()][0]!;
    const { user } = renderApp(
      <ApplyModal
        job={{ id: job.id, jobName: job.jobName, recruiterId: job.recruiterId }}
        mobileNumber={DEMO_MOBILE}
        candidateId={String(DEMO_CANDIDATE_ID)}
        onClose={vi.fn()}
      />,
    );
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
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      translateSentence('Please fill in all required fields.'),
    );
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Please fill in all required fields.');
    for (const english of ['Apply for Job', 'Submit Application', 'Cancel', 'Resume', 'Current resume', 'Full Name']) {
      expect(within(dialog).queryByText(english), english).not.toBeInTheDocument();
    }
  }, 20_000);
});
