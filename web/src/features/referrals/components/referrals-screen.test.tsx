import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';

const mock = setupMockUpstream({ jobCount: 50 });
const referralCalls = () => mock.world.log.list().filter((r) => r.operationId === 'fetchReferrals');
const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => scrollIntoView.mockReset());

const NEW_MOBILE = '9000000009';

function renderReferrals() {
  return renderApp({ route: '/referrals' });
}

const tile = (label: string) => screen.getByText(label, { selector: '.stat-tile__label' }).nextElementSibling;
const cards = () => within(screen.getByRole('list', { name: 'Referrals' })).getAllByRole('listitem', { name: /./ });

describe('My Referrals', () => {
  it("shows the demo candidate's tiles, filters and cards", async () => {
    signInAs();
    const { user } = renderReferrals();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Referrals' })).toBeInTheDocument();
    expect(screen.getByText('Refer candidates and earn rewards for successful placements')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Referrals' });
    expect(tile('Total Referrals')).toHaveTextContent('13');
    expect(tile('Applications Submitted')).toHaveTextContent('10');
    expect(tile('Candidates Joined')).toHaveTextContent('4');
    expect(tile('Completed One Month')).toHaveTextContent('1');
    expect(cards()).toHaveLength(13);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'All Referrals (13)' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Hired (2)' })).toBeInTheDocument();
    await user.selectOptions(status, 'Pending (2)');
    expect(cards()).toHaveLength(2);
    for (const card of cards())
      expect(within(card).getByText('Pending', { selector: '.referral-badge' })).toBeInTheDocument();

    // The Date Referred filter is shown with its four choices and changes nothing.
    const date = screen.getByRole('combobox', { name: 'Date Referred' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Time', 'Last 30 days', 'Last 3 months', 'Last 6 months']);
    await user.selectOptions(date, 'Last 30 days');
    expect(cards()).toHaveLength(2);
    await user.selectOptions(status, 'All Referrals (13)');
    expect(cards()).toHaveLength(13);
    expect(referralCalls()).toHaveLength(1);
  });

  it('shows name, coloured status, phone and jobs applied on a card, and its Referral Progress', async () => {
    signInAs();
    const { user } = renderReferrals();
    await screen.findByRole('list', { name: 'Referrals' });
    const badge = screen.getByText('Sign In Pending', { selector: '.referral-badge' });
    expect(badge).toHaveClass('referral-badge--amber');
    expect(screen.getByText('Rejected', { selector: '.referral-badge' })).toHaveClass('referral-badge--red');
    expect(screen.getByText('Joined', { selector: '.referral-badge' })).toHaveClass('referral-badge--green');
    expect(screen.getByText('In Process', { selector: '.referral-badge' })).toHaveClass('referral-badge--blue');
    expect(screen.getByText('Not Joined', { selector: '.referral-badge' })).toHaveClass('referral-badge--red');
    const inProcess = cards().find((card) => within(card).queryByText('In Process', { selector: '.referral-badge' }))!;
    expect(within(inProcess).getByText('1 job applied')).toBeInTheDocument();

    const interview = cards().find((card) => within(card).queryByText('Interview', { selector: '.referral-badge' }))!;
    expect(within(interview).getByText('2 jobs applied')).toBeInTheDocument();
    expect(within(interview).getByText(/^[6-9]\d{9}$/)).toBeInTheDocument();
    await user.click(within(interview).getByRole('button', { name: 'Referral Progress' }));
    const dialog = screen.getByRole('dialog', { name: 'Referral Progress' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Referred (done) 3 days ago',
      'Applied (done) 2 days ago',
      'Interview (done) 1 day ago',
      'Hired (not yet)',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const pending = cards().find((card) => within(card).queryByText('Pending', { selector: '.referral-badge' }))!;
    expect(within(pending).getByText('Direct Referral')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Referral Progress' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Referral Progress' }))
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual(['Referred (done) 3 days ago', 'Applied (not yet)', 'Interview (not yet)', 'Hired (not yet)']);
  });

  it('shows skeletons while loading', async () => {
    signInAs();
    mock.world.faults.add({ operationId: 'fetchReferrals', status: 0, delayMs: 200 });
    renderReferrals();
    expect(await screen.findByRole('status', { name: 'Loading referrals' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
    await screen.findByRole('list', { name: 'Referrals' });
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it("says 'No Referrals Yet' and takes the candidate to the form", async () => {
    signInAs({ mobileNumber: NEW_MOBILE, mobile: `+91 ${NEW_MOBILE}` });
    const { user } = renderReferrals();
    expect(await screen.findByRole('heading', { name: 'No Referrals Yet' })).toBeInTheDocument();
    expect(tile('Total Referrals')).toHaveTextContent('0');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Referrals (0)');
    await user.click(screen.getByRole('button', { name: 'Refer Your First Candidate' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Candidate Name' })).toHaveFocus();
  });

  it('refreshes the list and tiles after a referral from the form', async () => {
    signInAs({ mobileNumber: NEW_MOBILE, mobile: `+91 ${NEW_MOBILE}` });
    const { user } = renderReferrals();
    await screen.findByRole('heading', { name: 'No Referrals Yet' });
    const form = screen.getByRole('region', { name: 'Refer a Candidate' });
    await user.click(within(form).getByRole('button', { name: 'Refer Now' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(within(form).getByRole('textbox', { name: 'Candidate Name' }), 'Meena Iyer');
    await user.type(within(form).getByRole('textbox', { name: 'Mobile Number' }), '9012345678');
    await user.click(within(form).getByRole('button', { name: 'Refer Now' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Referrals added successfully');
    expect(await screen.findByRole('heading', { name: 'Meena Iyer' })).toBeInTheDocument();
    expect(tile('Total Referrals')).toHaveTextContent('1');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Referrals (1)');
    expect(within(cards()[0]!).getByText('0 jobs applied')).toBeInTheDocument();
    expect(referralCalls()).toHaveLength(2);
  });

  it("shows 'Error Loading Referrals' with the failure's text, and Try Again loads", async () => {
    signInAs();
    mock.world.faults.add({
      operationId: 'fetchReferrals',
      status: 500,
      times: 1,
      body: { success: false, message: 'Database down' },
    });
    const { user } = renderReferrals();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Referrals' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load referrals: HTTP 500: {"success":false,"message":"Database down"}');
    expect(tile('Total Referrals')).toHaveTextContent('—');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Referrals' })).toBeInTheDocument();
    expect(tile('Total Referrals')).toHaveTextContent('13');
  });

  it.each([[[]], ['not an object'], [42]])("shows 'Invalid API response format' for the answer %j", async (body) => {
    signInAs();
    mock.world.faults.add({ operationId: 'fetchReferrals', status: 200, body });
    renderReferrals();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load referrals: Invalid API response format');
  });

  it('derives the tiles when the server counts 0 referrals but lists some, with the defaults', async () => {
    signInAs();
    mock.world.faults.add({
      operationId: 'fetchReferrals',
      status: 200,
      body: {
        success: true,
        data: {
          overallStatus: { referrals: 0, applies: 0, hires: 0, completions: 0 },
          candidateDetails: [
            { id: 1, name: 'Ravi Kumar', status: 'HIRED', mobile_number: '9123456780', appliedCount: 2 },
            { id: 2, name: 'Sunita Patil', status: null, mobile: '8899001122' },
            {
              id: 3,
              name: 'Arjun Nair',
              status: 'PENDING',
              mobile: '7012345678',
              appliedCount: 1,
              jobTitle: 'Telecaller',
            },
          ],
        },
      },
    });
    renderReferrals();
    await screen.findByRole('list', { name: 'Referrals' });
    expect(tile('Total Referrals')).toHaveTextContent('3');
    expect(tile('Applications Submitted')).toHaveTextContent('3');
    expect(tile('Candidates Joined')).toHaveTextContent('1');
    expect(tile('Completed One Month')).toHaveTextContent('0');
    const [ravi, sunita, arjun] = cards();
    expect(within(ravi!).getByText('Hired', { selector: '.referral-badge' })).toBeInTheDocument();
    expect(within(ravi!).getByText('9123456780')).toBeInTheDocument();
    expect(within(sunita!).getByText('Pending', { selector: '.referral-badge' })).toBeInTheDocument();
    expect(within(sunita!).getByText('Direct Referral')).toBeInTheDocument();
    expect(within(sunita!).getByText('0 jobs applied')).toBeInTheDocument();
    expect(within(arjun!).getByText('Pending', { selector: '.referral-badge' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending (2)');
  });

  it('skips the call without a mobile number', async () => {
    signInAs({ mobileNumber: '' });
    renderReferrals();
    expect(await screen.findByRole('heading', { name: 'No Referrals Yet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Refer a Candidate' })).toBeInTheDocument());
    expect(referralCalls()).toHaveLength(0);
  });
});
