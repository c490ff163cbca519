import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS } from '#contract/rules.ts';
import { DEMO_IDENTITIES } from '#mock/testing/for-clients.ts';
import { languageStore } from '#web/i18n/index.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import cityNames from '#web/locales/ta/cityNames.json';
import jobTitles from '#web/locales/ta/jobTitles.json';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { InterviewsScreen } from './interviews-screen.tsx';

const mock = setupMockUpstream({ jobCount: 20 });
const EMAIL = DEMO_IDENTITIES.clientEmail;

async function inTamil() {
  await act(async () => languageStore.set('ta'));
}

/** A designation or city in Tamil, from the same dictionaries as the home list. */
const inTamilNames = (names: Readonly<Record<string, string>>, english: string | null) =>
  names[english ?? ''] ?? english ?? '';

const mine = () => mock.world.db.interview.findMany({ where: { clientEmail: { equals: EMAIL } } });

describe('InterviewsScreen in Tamil', () => {
  it('shows the heading, counters, tabs, cards and the feedback dialog in Tamil', async () => {
    const [first] = mine().filter(
      (i) => i.feedback.trim() === '' && ['scheduled', 'confirmed'].includes(i.status.toLowerCase()),
    );
    mock.world.db.interview.update({
      where: { id: { equals: first!.id } },
      data: { status: 'Scheduled', interviewDateTime: '2026-11-23 15:30:00' },
    });
    window.localStorage.setItem(
      LOCAL_KEYS.currentUser,
      JSON.stringify({ email: EMAIL, mobileNumber: '', isAuthenticated: true }),
    );
    await inTamil();
    const { user } = renderApp(<InterviewsScreen />, { route: '/interviews' });

    expect(await screen.findByRole('tab', { name: /^நிலுவையில் \(\d+\)$/ }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'நேர்காணல் மேலாண்மை' })).toBeInTheDocument();
    expect(screen.getByText('விண்ணப்பதாரர் நேர்காணல்களையும் கருத்துகளையும் நிர்வகியுங்கள்')).toBeInTheDocument();
    const counters = screen.getByRole('list', { name: 'நேர்காணல் எண்ணிக்கை' });
    expect(within(counters).getByText('மொத்த நேர்காணல்கள்')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^முடிந்தவை \(\d+\)$/ })).toBeInTheDocument();

    const card = screen.getByRole('article', { name: first!.candidateName });
    expect(within(card).getByText('நிலுவையில்', { selector: '.interview-status' })).toBeInTheDocument();
    for (const label of ['நகரம்', 'மொபைல்', 'தேதி', 'நேரம்']) expect(within(card).getByText(label)).toBeInTheDocument();
    const designation = inTamilNames(jobTitles, first!.designation);
    expect(designation).toMatch(/\p{Script=Tamil}/u);
    expect(within(card).getByText(designation)).toBeInTheDocument();
    expect(within(card).getByText(inTamilNames(cityNames, first!.city))).toBeInTheDocument();
    expect(within(card).queryByText('23 Nov 2026')).not.toBeInTheDocument();
    expect(within(card).getByText(/2026/)).toHaveTextContent(/^23 .+ 2026$/);

    await user.click(within(card).getByRole('button', { name: first!.candidateName }));
    const dialog = await screen.findByRole('dialog', { name: `நேர்காணல் கருத்து ${designation}` }, { timeout: 5000 });
    await within(dialog).findByRole('heading', { name: 'இந்த விண்ணப்பதாரரை மதிப்பிடுங்கள்' }, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'விண்ணப்பதாரர் விவரங்கள்' })).toBeInTheDocument();
    const groups = within(dialog).getAllByRole('radiogroup');
    expect(within(groups[0]!).getByRole('radio', { name: '4 நட்சத்திரங்கள்' })).toBeInTheDocument();
    expect(within(groups[0]!).getByRole('radio', { name: '1 நட்சத்திரம்' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('மதிப்பீடு: 0/5')).toHaveLength(groups.length);
    expect(within(dialog).getByLabelText('கருத்துரை *')).toHaveAttribute(
      'placeholder',
      'விண்ணப்பதாரர் பற்றிய உங்கள் மதிப்பீட்டைப் பகிருங்கள்',
    );
    expect(within(dialog).getByRole('button', { name: 'வரவில்லை' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'நிராகரி' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'ஏற்றுக்கொள்' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('திறன் கட்டாயம்');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Skill Mandatory');

    // The server's own answer to the decision, in Tamil as its catalogue words it.
    await user.click(within(dialog).getByRole('button', { name: 'வரவில்லை' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'கருத்து வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது',
    );
  }, 20_000);

  it('shows the client e-mail sign-in, its validation and its code step in Tamil', async () => {
    await inTamil();
    const { user } = renderApp(<InterviewsScreen />, { route: '/interviewFeedbackScreen?isClient=true' });
    const dialog = await screen.findByRole('dialog', { name: 'கிளையன்ட் உள்நுழைவு' }, { timeout: 5000 });
    expect(screen.getByText('உங்கள் நேர்காணல் கருத்துகளைப் பார்க்க உள்நுழையவும்')).toBeInTheDocument();
    expect(within(dialog).getByText('ஒருமுறை கடவுச்சொல்லைப் பெற உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ஓடிபி அனுப்பு' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent(EMAIL_ADDRESS.messages.invalid);

    await user.type(within(dialog).getByLabelText('மின்னஞ்சல் முகவரி'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'ஓடிபி அனுப்பு' }));
    const back = await within(dialog).findByRole('button', { name: 'மின்னஞ்சலுக்குத் திரும்பு' }, { timeout: 5000 });
    expect(back).toBeEnabled();
    expect(within(dialog).getByText(EMAIL).tagName).toBe('STRONG');
    expect(within(dialog).getByText(/இலக்க ஓடிபியை உள்ளிடுங்கள்$/)).toHaveTextContent(
      `${EMAIL} முகவரிக்கு அனுப்பப்பட்ட 4 இலக்க ஓடிபியை உள்ளிடுங்கள்`,
    );
    expect(within(dialog).getByRole('button', { name: /^ஓடிபியை மீண்டும் அனுப்பு \((10|9) வினாடிகள்\)$/ })).toBeDisabled();

    // The contract's code rule, then the server's refusal of a wrong code, both in Tamil.
    const otp = within(dialog).getByRole('textbox', { name: /OTP|ஓடிபி/ });
    await user.type(otp, '12');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('சரியான 4 இலக்க ஓடிபி-ஐ உள்ளிடவும்');
    await user.clear(otp);
    await user.type(otp, '9999');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('தவறான ஓடிபி');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Invalid OTP');
  }, 20_000);
});
