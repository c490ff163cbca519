import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES, resetWorld } from '#mock/testing/for-clients.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { stubNodeMultipart } from '#web/testing/node-multipart.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';
import { transferToUpi } from '../api/transfer-to-upi.ts';

const mock = setupMockUpstream({ jobCount: 50 });
// Transfers change the balance: every test starts from the seeded world.
beforeEach(() => resetWorld(mock.world));
const calls = (operationId: string) => mock.world.log.list().filter((r) => r.operationId === operationId);

const KYC_MOBILE = DEMO_IDENTITIES.kycCompleteMobile;
const NEW_MOBILE = '9000000009';
const TRANSFER_URL = '*/legacy-services/api/v1/cashfree/directTransfer';
const RANGE_3000 = 'Amount must be greater than ₹0 and less than your available balance ₹3,000';

const signInKycComplete = () =>
  signInAs({
    name: 'Rahul Kumar Verma',
    email: 'rahul.verma@example.in',
    mobile: `+91 ${KYC_MOBILE}`,
    mobileNumber: KYC_MOBILE,
    candidateId: 100235,
  });
const tile = (label: string) => screen.getByText(label, { selector: '.stat-tile__label' }).nextElementSibling;
const ledgerRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowTexts = () =>
  ledgerRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  );
const claimButton = () => screen.getByRole('button', { name: /^Claim/ });

async function openEarnings() {
  const view = renderApp({ route: '/earnings' });
  expect(await screen.findByRole('heading', { level: 1, name: 'My Earnings' }, { timeout: 5_000 })).toBeInTheDocument();
  return view;
}

async function openClaimForm() {
  signInKycComplete();
  const view = await openEarnings();
  await screen.findByRole('table');
  await screen.findByText('KYC Verified');
  await view.user.click(claimButton());
  const dialog = await screen.findByRole('dialog', { name: 'Claim Your Earnings' });
  return { ...view, dialog };
}

async function fillClaim(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  amount: string,
  upi: string,
  confirm: string,
) {
  const amountField = within(dialog).getByRole('textbox', { name: 'Amount' });
  const upiField = within(dialog).getByRole('textbox', { name: 'UPI ID' });
  const confirmField = within(dialog).getByRole('textbox', { name: 'Confirm UPI ID' });
  await user.clear(amountField);
  if (amount) await user.type(amountField, amount);
  await user.clear(upiField);
  if (upi) await user.type(upiField, upi);
  await user.clear(confirmField);
  if (confirm) await user.type(confirmField, confirm);
}

describe('My Earnings: the screen', () => {
  it("shows the demo candidate's tiles in rupees and the ledger built from deposits and claims", async () => {
    signInAs();
    await openEarnings();
    expect(screen.getByText('Track your referral earnings and manage withdrawals')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(tile('Total Earnings')).toHaveTextContent('₹1,500');
    expect(tile('Available Balance')).toHaveTextContent('₹700');
    expect(tile('Total Withdrawn')).toHaveTextContent('₹500');
    expect(tile('Pending Amount')).toHaveTextContent('₹300');
    expect(screen.queryByText('KYC Verified')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transaction Ledger' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Description', 'Amount', 'Status']);

    const rows = rowTexts();
    expect(rows).toHaveLength(7);
    // Newest first: the pending claim 3 days ago, then the pending bonus referred 12 days ago.
    expect(rows[0]).toEqual(['Nov 17, 2026', 'UPI Withdrawal', 'To priya.sharma@okaxis', '-₹300', 'PENDING']);
    expect(rows[1]?.slice(1, 5)).toEqual([
      'Referral Bonus',
      expect.stringMatching(/^Awaiting credit/),
      '+₹500',
      'Pending',
    ]);
    const withdrawal = rows.find((r) => r[4] === 'Completed' && r[1] === 'UPI Withdrawal')!;
    expect(withdrawal[3]).toBe('-₹500');
    expect(withdrawal[2]).toMatch(/^To priya\.sharma@okaxisUTR \d+$/);
    expect(rows.filter((r) => r[4] === 'Credited').map((r) => r[2])).toEqual(
      Array.from({ length: 3 }, () => expect.stringMatching(/^1 Month completion bonus/)),
    );
    for (const row of rows) expect(row[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it("shows the 'KYC Verified' badge when both checks pass, with Indian digit grouping", async () => {
    signInKycComplete();
    await openEarnings();
    expect(await screen.findByText('KYC Verified')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(tile('Total Earnings')).toHaveTextContent('₹4,000');
    expect(tile('Available Balance')).toHaveTextContent('₹3,000');
    expect(tile('Total Withdrawn')).toHaveTextContent('₹1,000');
    expect(tile('Pending Amount')).toHaveTextContent('₹0');
    expect(ledgerRows()).toHaveLength(10);
    expect(claimButton()).toHaveTextContent('Claim Money');
  });

  it('shows placeholders while loading', async () => {
    signInAs();
    mock.world.faults.add({ operationId: 'myEarnings', status: 0, delayMs: 200 });
    await openEarnings();
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();
    expect(claimButton()).toBeDisabled();
    await screen.findByRole('table');
    expect(screen.queryByRole('status', { name: 'Loading transactions' })).not.toBeInTheDocument();
  });

  it("says 'No Transactions Yet' with zero totals for a candidate without earnings", async () => {
    signInAs({ mobileNumber: NEW_MOBILE, mobile: `+91 ${NEW_MOBILE}` });
    await openEarnings();
    expect(await screen.findByRole('heading', { name: 'No Transactions Yet' })).toBeInTheDocument();
    for (const label of ['Total Earnings', 'Available Balance', 'Total Withdrawn', 'Pending Amount'])
      expect(tile(label)).toHaveTextContent('₹0');
  });

  it("shows 'Failed to load earnings data. Please try again.' with zeroed totals, and Refresh loads", async () => {
    signInAs();
    mock.world.faults.add({
      operationId: 'myEarnings',
      status: 500,
      times: 1,
      body: { success: false, message: 'Database down' },
    });
    const { user } = await openEarnings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load earnings data. Please try again.');
    expect(tile('Available Balance')).toHaveTextContent('₹0');
    expect(tile('Total Earnings')).toHaveTextContent('₹0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(tile('Available Balance')).toHaveTextContent('₹700');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls('myEarnings')).toHaveLength(2);
  });

  it.each<[string, unknown]>([
    ['a list', []],
    ['no data', { success: true }],
    [
      'totals as text',
      {
        success: true,
        data: { earningSummary: { total_earned_amount: '1500' }, account_summary: { deposit: [], claim: [] } },
      },
    ],
    [
      'no ledger lists',
      {
        success: true,
        data: {
          earningSummary: {
            total_earned_amount: 1,
            balance_claim_amount: 1,
            claim_amount_underprocess: 0,
            total_claimed_amount: 0,
          },
        },
      },
    ],
  ])('shows the error state, never sample figures, for an answer with %s', async (_, body) => {
    signInAs();
    mock.world.faults.add({ operationId: 'myEarnings', status: 200, body });
    await openEarnings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load earnings data. Please try again.');
    for (const label of ['Total Earnings', 'Available Balance', 'Total Withdrawn', 'Pending Amount'])
      expect(tile(label)).toHaveTextContent('₹0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refreshes the ledger with Refresh', async () => {
    signInAs();
    const { user } = await openEarnings();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls('myEarnings')).toHaveLength(2));
  });
});

describe('My Earnings: the KYC gate', () => {
  it("shows 'KYC Required' to a candidate without KYC; closing it sets the flag, and the next Claim goes to the profile's KYC section", async () => {
    signInAs();
    const { user, router } = await openEarnings();
    await screen.findByRole('table');
    await user.click(claimButton());
    const dialog = await screen.findByRole('dialog', { name: 'KYC Required' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.kycPromptDismissed)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.kycPromptDismissed)).toBe('1');

    await user.click(claimButton());
    await waitFor(() => expect(router.location.pathname).toBe('/profile'));
    expect(router.location.state).toEqual({ scrollTo: 'kyc' });
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof renderApp>['user']) => user.keyboard('{Escape}')],
    [
      'a click outside it',
      async () => {
        // The backdrop: a press on the <dialog> outside its box (jsdom lays nothing out: an empty box at 0, 0).
        fireEvent.mouseDown(screen.getByRole('dialog', { name: 'KYC Required' }), { clientX: 40, clientY: 40 });
      },
    ],
  ])('sets the dismissed flag on %s', async (_, dismiss) => {
    signInAs();
    const { user } = await openEarnings();
    await screen.findByRole('table');
    await user.click(claimButton());
    await screen.findByRole('dialog', { name: 'KYC Required' });
    await dismiss(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.kycPromptDismissed)).toBe('1');
  });

  it("takes the candidate to the profile's KYC section from the dialog, without the flag", async () => {
    signInAs();
    const { user, router } = await openEarnings();
    await user.click(await screen.findByRole('button', { name: /^Claim/ }));
    const dialog = await screen.findByRole('dialog', { name: 'KYC Required' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete KYC' }));
    await waitFor(() => expect(router.location.pathname).toBe('/profile'));
    expect(router.location.state).toEqual({ scrollTo: 'kyc' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.kycPromptDismissed)).toBeNull();
  });

  it('fetches the KYC state at the click when it was not loaded, and says when it could not be', async () => {
    signInKycComplete();
    mock.world.faults.add({ operationId: 'fetchCandidateKYCDetails', status: 500 });
    const { user } = await openEarnings();
    await screen.findByRole('table');
    await waitFor(() => expect(calls('fetchCandidateKYCDetails')).toHaveLength(1));
    expect(screen.queryByText('KYC Verified')).not.toBeInTheDocument();
    await user.click(claimButton());
    const dialog = await screen.findByRole('dialog', { name: 'KYC Required' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load KYC data');
    expect(calls('fetchCandidateKYCDetails')).toHaveLength(2);

    mock.world.faults.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.kycPromptDismissed);
    await user.click(claimButton());
    expect(await screen.findByRole('dialog', { name: 'Claim Your Earnings' })).toBeInTheDocument();
    expect(calls('fetchCandidateKYCDetails')).toHaveLength(3);
  });

  it('opens Complete KYC Verification: an Aadhaar card (image or PDF up to 5MB) is sent for verification; PAN says where it is checked', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user, router } = await openEarnings();
    await user.click(await screen.findByRole('button', { name: /^Claim/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'KYC Required' })).getByRole('button', {
        name: 'Upload Documents',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete KYC Verification' });
    expect(within(dialog).getByRole('heading', { name: 'Guidelines' })).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum file size: 5MB')).toBeInTheDocument();
    expect(within(dialog).getByText('Accepted formats: JPG, PNG, PDF')).toBeInTheDocument();
    // PAN has no document to send: the dialog says where it is checked instead of offering a dead button.
    const pan = within(dialog).getByRole('region', { name: 'PAN Card' });
    expect(within(pan).getByText(/PAN is checked by its number/)).toBeInTheDocument();
    expect(within(pan).queryByRole('button')).not.toBeInTheDocument();

    const aadhaar = within(dialog).getByRole('region', { name: 'Aadhaar Card' });
    const input = within(aadhaar).getByLabelText(/Choose Aadhaar Card/);
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    const big = new File(['x'], 'aadhaar.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(within(aadhaar).getByRole('alert')).toHaveTextContent(
      'Maximum file size: 5MB · Accepted formats: JPG, PNG, PDF',
    );
    const submit = within(aadhaar).getByRole('button', { name: 'Submit for Verification' });
    expect(submit).toBeDisabled();

    // A card whose bytes are not an image or a PDF: the upstream's refusal, in its words.
    await user.upload(input, new File(['not a card'], 'aadhaar.png', { type: 'image/png' }));
    expect(within(aadhaar).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit);
    expect(await within(aadhaar).findByRole('alert')).toHaveTextContent('Only JPG, PNG or PDF files are allowed');

    await user.upload(input, new File(['%PDF-1.4 test'], 'aadhaar.pdf', { type: 'application/pdf' }));
    expect(within(aadhaar).getByText('aadhaar.pdf')).toBeInTheDocument();
    await user.click(submit);
    expect(await within(aadhaar).findByRole('status')).toHaveTextContent('Aadhaar verification successful!');
    expect(calls('verifyAadhaarCard')).toHaveLength(2);
    expect(within(aadhaar).getByRole('button', { name: 'Submit for Verification' })).toBeDisabled();
    expect(router.location.pathname).toBe('/earnings');
  });
});

describe('My Earnings: a session without a mobile number', () => {
  it("says 'Missing mobile number. Please sign in again.' on Claim, calling nothing and opening no dialog", async () => {
    signInAs({ mobileNumber: '', mobile: '' });
    const { user } = await openEarnings();
    expect(tile('Available Balance')).toHaveTextContent('₹0');
    await user.click(claimButton());
    expect(await screen.findByText('Missing mobile number. Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('fetchCandidateKYCDetails')).toHaveLength(0);
    expect(calls('myEarnings')).toHaveLength(0);
    expect(calls('transferToUpi')).toHaveLength(0);
  });
});

describe('My Earnings: Claim Your Earnings', () => {
  it('locks page scroll and enforces the form rules with the exact texts', async () => {
    const { user, dialog } = await openClaimForm();
    expect(document.body).toHaveClass('scroll-locked');
    expect(within(dialog).getByText('Available Balance: ₹3,000')).toBeInTheDocument();
    // The rule is stated before any refusal: the whole balance cannot be claimed.
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(RANGE_3000);
    const submit = within(dialog).getByRole('button', { name: 'Claim Now' });

    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await fillClaim(user, dialog, 'abc', 'rahul@oksbi', 'rahul@oksbi');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    await fillClaim(user, dialog, '3000', 'rahul@oksbi', 'rahul@oksbi');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(RANGE_3000);
    await fillClaim(user, dialog, '0', 'rahul@oksbi', 'rahul@oksbi');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(RANGE_3000);
    await fillClaim(user, dialog, '500', 'rahul@oksbi', 'rahul@okaxis');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('UPI IDs do not match. Please check and try again.');
    expect(calls('transferToUpi')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('transfers, toasts the amount and UPI ID for 3 s, closes, clears and refreshes the tiles and ledger', async () => {
    const { user, dialog } = await openClaimForm();
    const sent: URL[] = [];
    const listen = ({ request }: { request: Request }) => void sent.push(new URL(request.url));
    mock.server.events.on('request:start', listen);
    await fillClaim(user, dialog, '₹2,000', ' rahul.verma@oksbi ', 'rahul.verma@oksbi');
    await user.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    const toast = await screen.findByText('Transfer initiated successfully! ₹2,000 to rahul.verma@oksbi');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    mock.server.events.removeListener('request:start', listen);
    const transfer = sent.find((url) => url.pathname.endsWith('/cashfree/directTransfer'))!;
    expect(Object.fromEntries(transfer.searchParams)).toEqual({
      mobileNumber: KYC_MOBILE,
      vpa: 'rahul.verma@oksbi',
      nameOnAadhar: expect.stringMatching(/\S/),
      transferMode: 'upi',
      transferAmount: '2000',
    });
    await waitFor(() => expect(tile('Available Balance')).toHaveTextContent('₹1,000'));
    expect(tile('Total Withdrawn')).toHaveTextContent('₹3,000');
    expect(rowTexts()[0]).toEqual([
      'Nov 20, 2026',
      'UPI Withdrawal',
      expect.stringMatching(/^To rahul\.verma@oksbiUTR \d+$/),
      '-₹2,000',
      'Completed',
    ]);

    // The form is cleared for the next claim.
    await user.click(claimButton());
    const next = await screen.findByRole('dialog', { name: 'Claim Your Earnings' });
    expect(within(next).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(within(next).getByText('Available Balance: ₹1,000')).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: 'Cancel' }));
    // Toasts on this screen last 3 s, not the default 4 s.
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3_600 });
  }, 10_000);

  it.each<[string, () => void, string]>([
    [
      'a refusal with the server text',
      () =>
        mock.world.faults.add({
          operationId: 'transferToUpi',
          status: 400,
          body: { success: false, message: 'Invalid UPI ID', error: 'INVALID_VPA' },
        }),
      'Could not process transfer: Invalid UPI ID',
    ],
    [
      'a refusal without a text',
      () => mock.world.faults.add({ operationId: 'transferToUpi', status: 502, body: '' }),
      'Could not process transfer: Failed to transfer (HTTP 502)',
    ],
    [
      'a 200 saying success false',
      () => mock.world.faults.add({ operationId: 'transferToUpi', status: 200, body: { success: false, message: '' } }),
      'Could not process transfer: Transfer failed. Please try again.',
    ],
    [
      'a lost connection',
      () => mock.server.use(http.post(TRANSFER_URL, () => HttpResponse.error())),
      'Unexpected error during transfer: Network error',
    ],
    [
      'an answer that cannot be read',
      () =>
        mock.server.use(
          http.post(
            TRANSFER_URL,
            () => new HttpResponse('<html>Gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
          ),
        ),
      'Unexpected error during transfer: The server sent an answer that could not be read',
    ],
    [
      'a 200 without a body',
      () => mock.server.use(http.post(TRANSFER_URL, () => new HttpResponse(null, { status: 200 }))),
      'Could not process transfer: Failed to transfer (HTTP 200)',
    ],
  ])('keeps the dialog open after %s', async (_, arrange, text) => {
    const { user, dialog } = await openClaimForm();
    arrange();
    await fillClaim(user, dialog, '100', 'rahul@oksbi', 'rahul@oksbi');
    await user.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(tile('Available Balance')).toHaveTextContent('₹3,000');
  });
});

describe('My Earnings: two claims at once never overdraw', () => {
  it('sends one transfer when Claim Now is pressed twice while the first is running', async () => {
    const { user, dialog } = await openClaimForm();
    mock.world.faults.add({ operationId: 'transferToUpi', status: 0, delayMs: 100 });
    await fillClaim(user, dialog, '2000', 'rahul@oksbi', 'rahul@oksbi');
    const form = dialog.querySelector('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    await screen.findByText('Transfer initiated successfully! ₹2,000 to rahul@oksbi');
    await waitFor(() => expect(tile('Available Balance')).toHaveTextContent('₹1,000'));
    expect(calls('transferToUpi')).toHaveLength(1);
  });

  it('two screens claiming at the same moment: one transfer goes through, the other is refused, nothing is overdrawn', async () => {
    signInKycComplete();
    // Two tabs of the app, each with its own query cache, both showing ₹3,000.
    const tabs = [renderApp({ route: '/earnings' }), renderApp({ route: '/earnings' })];
    for (const tab of tabs)
      expect(await within(tab.container).findByText('KYC Verified', {}, { timeout: 5_000 })).toBeInTheDocument();
    // An open dialog hides the page behind it (here, the other tab too): find both buttons first.
    const claims = tabs.map((tab) => within(tab.container).getByRole('button', { name: /^Claim/ }));
    for (const claim of claims) fireEvent.click(claim);
    // The first dialog is inert under the second, so hidden from role queries with its name: found by its title.
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2));
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    for (const dialog of dialogs)
      expect(within(dialog).getByRole('heading', { name: 'Claim Your Earnings', hidden: true })).toBeInTheDocument();
    for (const dialog of dialogs) {
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount', hidden: true }), {
        target: { value: '2000' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'UPI ID', hidden: true }), {
        target: { value: 'rahul@oksbi' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Confirm UPI ID', hidden: true }), {
        target: { value: 'rahul@oksbi' },
      });
    }
    // ₹2,000 twice against ₹3,000: both Claim Now presses land before either answer.
    act(() => {
      for (const dialog of dialogs) fireEvent.submit(dialog.querySelector('form')!);
    });
    expect(await screen.findByText('Transfer initiated successfully! ₹2,000 to rahul@oksbi')).toBeInTheDocument();
    expect(await screen.findByText(/^Could not process transfer: /)).toHaveTextContent(
      'Could not process transfer: Transfer amount must be greater than 0 and less than the available balance',
    );
    expect(
      calls('transferToUpi')
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 400]);
    // The refused claim keeps its dialog open with its figures; the other closed.
    expect(screen.getAllByRole('dialog', { name: 'Claim Your Earnings', hidden: true })).toHaveLength(1);
    const balances = tabs.map((tab) => within(tab.container).getByText('Available Balance').nextElementSibling);
    await waitFor(() => expect(balances.map((b) => b?.textContent)).toContain('₹1,000'));
    // Each tab, refreshed, shows what the server holds: ₹1,000 left, ₹3,000 withdrawn in all.
    for (const tab of tabs)
      fireEvent.click(within(tab.container).getByRole('button', { name: /Refresh/, hidden: true }));
    await waitFor(() => expect(balances.map((b) => b?.textContent)).toEqual(['₹1,000', '₹1,000']));
  }, 15_000);

  it('refuses the second of two concurrent claims that together exceed the balance', async () => {
    const { user, dialog } = await openClaimForm();
    await fillClaim(user, dialog, '2000', 'rahul@oksbi', 'rahul@oksbi');
    // Another tab claims ₹2,000 through the same transfer call at the same moment; the balance (₹3,000) covers one.
    const other = transferToUpi({
      mobileNumber: KYC_MOBILE,
      vpa: 'rahul@oksbi',
      nameOnAadhar: 'Rahul Kumar Verma',
      transferMode: 'upi',
      transferAmount: '2000',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    const otherResult = await other;
    expect(otherResult.success).toBe(true);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not process transfer: Transfer amount must be greater than 0 and less than the available balance',
    );
    expect(calls('transferToUpi')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(tile('Available Balance')).toHaveTextContent('₹1,000'));
    expect(tile('Total Withdrawn')).toHaveTextContent('₹3,000');
  });
});
