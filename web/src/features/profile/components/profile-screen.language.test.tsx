import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_SKILLS, DEMO_CANDIDATE_ID, resetWorld } from '#mock/testing/for-clients.ts';
import { languageStore } from '#web/i18n/index.ts';
import tamilProfile from '#web/locales/ta/profile.json';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { stubNodeMultipart } from '#web/testing/node-multipart.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';

const mock = setupMockUpstream({ jobCount: 10 });
beforeEach(() => {
  resetWorld(mock.world);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole('region', { name });

describe('My Profile in Tamil', () => {
  it('shows the sections, buttons, facts and the edit form with its salary rule in Tamil', async () => {
    signInAs();
    // A record whose expected salary has seven digits: the edit form refuses it.
    mock.world.faults.add({
      operationId: 'getDetailsWithMob',
      status: 200,
      body: { candidateId: DEMO_CANDIDATE_ID, fullName: 'Asha Rao', pincode: 400001, expectedSalary: 1234567 },
    });
    const { user } = renderApp({ route: '/profile' });
    await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 10_000 });
    await act(async () => languageStore.set('ta'));

    expect(await screen.findByRole('heading', { name: 'தனிப்பட்ட தகவல்' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personal Information' })).not.toBeInTheDocument();
    const personal = section('தனிப்பட்ட தகவல்');
    expect(within(personal).getByText('முழுப் பெயர்')).toBeInTheDocument();
    expect(within(personal).getByText('பின்கோடு: 400001')).toBeInTheDocument();
    expect(within(personal).getByText('மாதம் ₹12,34,567')).toBeInTheDocument();
    expect(within(section('ரெஸ்யூம்')).getByRole('heading', { name: 'ரெஸ்யூம்' })).toBeInTheDocument();
    expect(within(section('ரெஸ்யூம்')).getByText('உங்கள் ரெஸ்யூமைப் பதிவேற்றுங்கள்')).toBeInTheDocument();
    expect(await within(section('திறன்கள்')).findByRole('button', { name: '+ திறனைச் சேர்' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'சுயவிவரப் பிரிவுகள்' });
    expect(within(menu).getByRole('button', { name: 'வெளியேறு' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'சுயவிவர நிறைவு' })).toHaveTextContent(/நிறைவு/);

    const kyc = section('KYC சரிபார்ப்பு');
    await user.click(await within(kyc).findByRole('button', { name: 'இப்போது சரிபார்' }));
    expect(within(kyc).getByRole('heading', { name: 'படி 2 · உங்கள் பான் எண்ணைச் சரிபார்க்கவும்' })).toBeInTheDocument();
    expect(within(kyc).getByRole('button', { name: 'ஓடிபி அனுப்பு' })).toBeInTheDocument();
    // The KYC flow's own rule, its message shown in Tamil.
    await user.click(within(kyc).getByRole('button', { name: 'பான் எண்ணைச் சரிபார்' }));
    expect(within(kyc).getByRole('alert')).toHaveTextContent(tamilProfile['kyc.aadhaarFirst']);
    expect(within(kyc).getByRole('alert')).not.toHaveTextContent('Please verify your Aadhaar first');

    await user.click(within(personal).getByRole('button', { name: 'சுயவிவரத்தைத் திருத்து' }));
    const dialog = screen.getByRole('dialog', { name: 'சுயவிவரத்தைத் திருத்து' });
    await user.click(within(dialog).getByRole('button', { name: 'மாற்றங்களைச் சேமி' }));
    expect(within(dialog).getByText('எதிர்பார்க்கும் சம்பளத்தில் அதிகபட்சம் 6 இலக்கங்கள் இருக்கலாம்.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ரத்துசெய்' })).toBeInTheDocument();
  }, 20_000);
});

describe('My Profile in Hindi', () => {
  it("shows a failed KYC load, and a failed skills save with the call's reason inside, in Hindi", async () => {
    await stubNodeMultipart();
    signInAs();
    mock.world.faults.add({ operationId: 'fetchCandidateKYCDetails', status: 500, times: 1 });
    await act(async () => languageStore.set('hi'));
    const { user } = renderApp({ route: '/profile', userEventOptions: { applyAccept: false } });

    const kyc = await screen.findByRole('region', { name: 'KYC सत्यापन' }, { timeout: 10_000 });
    expect(await within(kyc).findByRole('alert')).toHaveTextContent('केवाईसी की जानकारी लोड नहीं हो सकी');
    expect(within(kyc).getByRole('alert')).not.toHaveTextContent('Failed to load KYC data');

    await user.click(await within(section('कौशल')).findByRole('button', { name: '+ कौशल जोड़ें' }));
    mock.server.use(http.post('*/corporate-recruitment/talentJobs/saveCandidateSkills', () => HttpResponse.error()));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'कौशल सेव करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('स्किल्स सेव करने में गड़बड़ी: नेटवर्क में गड़बड़ी');
  }, 20_000);

  it('finds skills typed in Hindi in Add Skills, shows them in Hindi with the English name beside, and saves chips that read in Hindi', async () => {
    signInAs();
    await act(async () => languageStore.set('hi'));
    const { user } = renderApp({ route: '/profile' });
    const skills = await screen.findByRole('region', { name: 'कौशल' }, { timeout: 10_000 });
    // The saved chips read in Hindi.
    const chips = await within(skills).findByRole('list', { name: 'आपके कौशल' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .some((chip) => /[\u0900-\u097F]/.test(chip.textContent!)),
      ).toBe(true),
    );
    await user.click(within(skills).getByRole('button', { name: '+ कौशल जोड़ें' }));
    const dialog = screen.getByRole('dialog', { name: 'कौशल जोड़ें' });
    const selected = within(dialog).getByRole('list', { name: 'चुने गए कौशल' });
    for (const remove of within(selected).getAllByRole('button')) await user.click(remove);
    // The placeholder's own example finds the driving skills.
    const search = within(dialog).getByRole('searchbox', { name: 'कौशल खोजें' });
    expect(search).toHaveAttribute('placeholder', 'जैसे सेल्स, एक्सेल, ड्राइविंग');
    await user.type(search, 'ड्राइविंग');
    const twoWheeler = await within(dialog).findByRole('checkbox', { name: 'दोपहिया वाहन चलाना Two-Wheeler Driving' });
    await user.click(twoWheeler);
    expect(
      within(within(dialog).getByRole('list', { name: 'चुने गए कौशल' })).getByText('दोपहिया वाहन चलाना'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'कौशल सेव करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saved as the upstream knows it: the English skill's id.
    const saved = mock.world.db.candidate.findFirst({ where: { id: { equals: DEMO_CANDIDATE_ID } } })!;
    const twoWheelerId = ACTIVE_SKILLS.find((skill) => skill.skillName === 'Two-Wheeler Driving')!.id;
    expect(saved.skillIds).toEqual([twoWheelerId]);
    await waitFor(() =>
      expect(
        within(within(skills).getByRole('list', { name: 'आपके कौशल' }))
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['दोपहिया वाहन चलाना']),
    );
  }, 20_000);
});
