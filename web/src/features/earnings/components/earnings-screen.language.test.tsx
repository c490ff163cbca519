import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES, resetWorld } from '#mock/testing/for-clients.ts';
import { languageStore } from '#web/i18n/index.ts';
import hindi from '#web/locales/hi/earnings.json';
import hindiServer from '#web/locales/hi/server.json';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';

const mock = setupMockUpstream({ jobCount: 10 });
beforeEach(() => resetWorld(mock.world));

const tile = (label: string) => screen.getByText(label, { selector: '.stat-tile__label' }).nextElementSibling;

describe('My Earnings in Hindi', () => {
  it('shows the tiles, the ledger, the KYC dialogs and the upload rule in Hindi, with rupees in Indian digits', async () => {
    signInAs();
    const { user } = renderApp({ route: '/earnings' });
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await act(async () => languageStore.set('hi'));

    expect(await screen.findByRole('heading', { name: 'लेन-देन का ब्योरा' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transaction Ledger' })).not.toBeInTheDocument();
    expect(tile('कुल कमाई')).toHaveTextContent('₹1,500');
    expect(tile('उपलब्ध बैलेंस')).toHaveTextContent('₹700');
    expect(screen.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['तारीख', 'प्रकार', 'विवरण', 'राशि', 'स्थिति']);
    const first = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // The pending withdrawal: its date in the Hindi locale, its type, its UPI ID in a Hindi sentence, its amount and status.
    expect(first[0]).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect(first[0]).not.toMatch(/^[A-Z][a-z]{2} /);
    expect(first.slice(1)).toEqual(['UPI निकासी', 'priya.sharma@okaxis को', '-₹300', 'प्रक्रिया में']);
    expect(within(table).getAllByText('जमा हुआ')).toHaveLength(3);
    expect(within(table).getAllByText('रेफ़रल बोनस').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /क्लेम करें/ }));
    const kycRequired = await screen.findByRole('dialog', { name: 'KYC ज़रूरी है' });
    expect(within(kycRequired).getByRole('button', { name: 'KYC पूरा करें' })).toBeInTheDocument();
    await user.click(within(kycRequired).getByRole('button', { name: 'दस्तावेज़ अपलोड करें' }));

    const upload = screen.getByRole('dialog', { name: 'KYC सत्यापन पूरा करें' });
    expect(within(upload).getByRole('heading', { name: 'दिशानिर्देश' })).toBeInTheDocument();
    const aadhaar = within(upload).getByRole('region', { name: 'आधार कार्ड' });
    const big = new File(['x'], 'aadhaar.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(within(aadhaar).getByLabelText('आधार कार्ड चुनें (इमेज या PDF)'), big);
    expect(within(aadhaar).getByRole('alert')).toHaveTextContent(
      'फ़ाइल का अधिकतम साइज़: 5MB · मान्य फ़ॉर्मैट: JPG, PNG, PDF',
    );
    expect(within(aadhaar).getByRole('button', { name: 'सत्यापन के लिए भेजें' })).toBeDisabled();
  }, 15_000);

  it('claims in Hindi: the form, the rule from the claim flow as a Hindi message, and the success toast', async () => {
    const mobile = DEMO_IDENTITIES.kycCompleteMobile;
    signInAs({ name: 'Rahul Kumar Verma', mobile: `+91 ${mobile}`, mobileNumber: mobile, candidateId: 100235 });
    languageStore.set('hi');
    const { user } = renderApp({ route: '/earnings' });
    expect(await screen.findByText('KYC सत्यापित', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /क्लेम करें/ }));

    const dialog = await screen.findByRole('dialog', { name: 'अपनी कमाई क्लेम करें' });
    expect(within(dialog).getByText('उपलब्ध बैलेंस: ₹3,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'अभी क्लेम करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(hindi['claim.fieldsRequired']);

    await user.type(within(dialog).getByRole('textbox', { name: 'राशि' }), '2000');
    await user.type(within(dialog).getByRole('textbox', { name: 'UPI आईडी' }), 'rahul@oksbi');
    await user.type(within(dialog).getByRole('textbox', { name: 'UPI आईडी की पुष्टि करें' }), 'rahul@oksbi');
    await user.click(within(dialog).getByRole('button', { name: 'अभी क्लेम करें' }));
    expect(await screen.findByText('ट्रांसफ़र शुरू हो गया! ₹2,000 rahul@oksbi को भेजे जा रहे हैं')).toBeInTheDocument();
  }, 15_000);

  it.each<[string, () => void, string]>([
    [
      "the upstream's words",
      () =>
        mock.world.faults.add({
          operationId: 'transferToUpi',
          status: 400,
          body: { success: false, message: 'Invalid UPI ID', error: 'INVALID_VPA' },
        }),
      hindiServer.upiInvalid,
    ],
    [
      "the client's own reason",
      () => mock.world.faults.add({ operationId: 'transferToUpi', status: 502, body: '' }),
      'ट्रांसफ़र नहीं हो सका (HTTP 502)',
    ],
  ])(
    'shows a refused transfer in Hindi, with its reason in Hindi too: %s',
    async (_, arrange, reason) => {
      const mobile = DEMO_IDENTITIES.kycCompleteMobile;
      signInAs({ name: 'Rahul Kumar Verma', mobile: `+91 ${mobile}`, mobileNumber: mobile, candidateId: 100235 });
      languageStore.set('hi');
      const { user } = renderApp({ route: '/earnings' });
      expect(await screen.findByText('KYC सत्यापित', {}, { timeout: 10_000 })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /क्लेम करें/ }));
      const dialog = await screen.findByRole('dialog', { name: 'अपनी कमाई क्लेम करें' });
      await user.type(within(dialog).getByRole('textbox', { name: 'राशि' }), '100');
      await user.type(within(dialog).getByRole('textbox', { name: 'UPI आईडी' }), 'rahul@oksbi');
      await user.type(within(dialog).getByRole('textbox', { name: 'UPI आईडी की पुष्टि करें' }), 'rahul@oksbi');
      arrange();
      await user.click(within(dialog).getByRole('button', { name: 'अभी क्लेम करें' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        hindi['claim.transferRefused'].replace('{{message}}', reason),
      );
    },
    15_000,
  );
});
