import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import tamil from '#web/locales/ta/referCandidate.json';
import tamilServer from '#web/locales/ta/server.json';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
import { ReferModal } from './refer-modal.tsx';
import { ReferSidebarCard } from './refer-sidebar-card.tsx';

const mock = setupMockUpstream();

async function inTamil() {
  await act(async () => languageStore.set('ta'));
}

describe('referring in Tamil', () => {
  it('shows the Refer & Earn dialog, its rows, buttons and messages in Tamil', async () => {
    await inTamil();
    const jobId = [...mock.world.jobs.all()][0]!.id;
    const { user } = renderApp(
      <ReferModal mobileNumber={DEMO_MOBILE} jobId={jobId} jobTitle="Cook" onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'பரிந்துரைத்து சம்பாதியுங்கள்' }, { timeout: 5000 });
    expect(within(dialog).getByText('சமையல்காரர் வேலைக்கு ஒருவரைப் பரிந்துரையுங்கள்')).toBeInTheDocument();
    expect(
      within(dialog).getByText('வேலையில் சேர்ந்து ஒரு மாதம் நிறைவு செய்யும் ஒவ்வொரு பரிந்துரைக்கும் ₹500 சம்பாதியுங்கள்.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'விண்ணப்பதாரர் 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '+ இன்னொரு விண்ணப்பதாரரைச் சேர்' }));
    expect(within(dialog).getAllByRole('textbox', { name: 'விண்ணப்பதாரர் பெயர்' })).toHaveLength(2);
    expect(within(dialog).getAllByRole('textbox', { name: 'மொபைல் எண்' })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'விண்ணப்பதாரர் 2-ஐ நீக்கு' })).toHaveTextContent('நீக்கு');
    expect(within(dialog).getByRole('button', { name: 'ரத்துசெய்' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'பரிந்துரையைச் சமர்ப்பி' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(tamil['modal.noValidRows']);
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Please add at least one candidate');

    const [name] = within(dialog).getAllByRole('textbox', { name: 'விண்ணப்பதாரர் பெயர்' });
    const [mobile] = within(dialog).getAllByRole('textbox', { name: 'மொபைல் எண்' });
    await user.type(name!, 'Ravi Kumar');
    await user.type(mobile!, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'பரிந்துரையைச் சமர்ப்பி' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ravi Kumar அவர்களின் மொபைல் எண் தவறானது. 6-9 இல் தொடங்கும் சரியான 10 இலக்க எண்ணை உள்ளிடுங்கள்.',
    );
  }, 20_000);

  it('shows the Refer a Candidate card and its validation in Tamil', async () => {
    signInAs();
    await inTamil();
    const { user } = renderApp(<ReferSidebarCard />, { onSignInRequest: vi.fn() });
    expect(
      await screen.findByRole('heading', { name: 'ஒரு விண்ணப்பதாரரைப் பரிந்துரையுங்கள்' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/அவர் சேர்ந்து ஒரு மாதம் நிறைவு செய்தால் ₹500 சம்பாதியுங்கள்\.$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'விண்ணப்பதாரர் பெயர்' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'இப்போதே பரிந்துரை' }));
    expect(screen.getByRole('alert')).toHaveTextContent(tamil['card.fieldsRequired']);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please fill in all fields');
    expect(screen.queryByText('Refer Now')).not.toBeInTheDocument();
  }, 20_000);

  it("shows a refused referral in Tamil, the upstream's reason inside the card's sentence in Tamil too", async () => {
    signInAs();
    await inTamil();
    const { user } = renderApp(<ReferSidebarCard />, { onSignInRequest: vi.fn() });
    await user.type(await screen.findByRole('textbox', { name: 'விண்ணப்பதாரர் பெயர்' }, { timeout: 5000 }), 'Demo Self');
    // Referring oneself adds no one: the upstream answers 'No new candidates were added'.
    await user.type(screen.getByRole('textbox', { name: 'மொபைல் எண்' }), DEMO_MOBILE);
    await user.click(screen.getByRole('button', { name: 'இப்போதே பரிந்துரை' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      tamil['card.failed'].replace('{{message}}', tamilServer.noNewCandidates),
    );
  }, 20_000);
});
