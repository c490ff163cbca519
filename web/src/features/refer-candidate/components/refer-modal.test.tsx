import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE } from '#web/testing/session.ts';
import { ReferModal, type ReferModalProps } from './refer-modal.tsx';

const mock = setupMockUpstream();
const referQueries: URLSearchParams[] = [];
const referBodies: unknown[] = [];
afterEach(() => {
  mock.server.events.removeAllListeners();
  referQueries.length = 0;
  referBodies.length = 0;
});

function watchReferrals() {
  mock.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/referCandidates')) return;
    referQueries.push(url.searchParams);
    referBodies.push(await request.clone().json());
  });
}

let unique = 7000000000;
const freshMobile = () => String(++unique);

function renderModal(props: Partial<ReferModalProps> = {}) {
  watchReferrals();
  const onClose = vi.fn();
  const jobId = 'jobId' in props ? props.jobId : [...mock.world.jobs.all()][0]!.id;
  const view = renderApp(
    <ReferModal mobileNumber={DEMO_MOBILE} jobTitle="Cook" {...props} jobId={jobId} onClose={onClose} />,
  );
  return { ...view, onClose };
}

const names = () => screen.getAllByRole('textbox', { name: 'Candidate Name' });
const mobiles = () => screen.getAllByRole('textbox', { name: 'Mobile Number' });
const submit = () => screen.getByRole('button', { name: 'Submit Referral' });

describe('ReferModal', () => {
  it('adds rows and removes them while more than one remains', async () => {
    const { user } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Refer & Earn' })).toHaveClass('refer-modal');
    expect(screen.queryByRole('button', { name: /Remove candidate/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add Another Candidate' }));
    await user.click(screen.getByRole('button', { name: '+ Add Another Candidate' }));
    expect(names()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove candidate 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove candidate 1' }));
    expect(names()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove candidate/ })).not.toBeInTheDocument();
  });

  it('keeps letters and single spaces in names and digits in mobiles', async () => {
    const { user } = renderModal();
    await user.type(names()[0]!, 'Ravi1  Kumar!');
    await user.type(mobiles()[0]!, '98a76-54321099');
    expect(names()[0]).toHaveValue('Ravi Kumar');
    expect(mobiles()[0]).toHaveValue('9876543210');
    await user.clear(mobiles()[0]!);
    await user.click(mobiles()[0]!);
    await user.paste('+91 81234 56780');
    expect(mobiles()[0]).toHaveValue('8123456780');
  });

  it('needs at least one filled row', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: '+ Add Another Candidate' }));
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one candidate with valid details.');
    expect(referQueries).toHaveLength(0);
  });

  it('names the row with a bad name or mobile', async () => {
    const { user } = renderModal();
    await user.type(names()[0]!, 'R');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Full Name should contain letters and spaces only (2-50 characters).',
    );
    await user.type(names()[0]!, 'avi Kumar');
    await user.type(mobiles()[0]!, '12345');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid mobile number for Ravi Kumar. Please enter a valid 10-digit number starting with 6-9.',
    );
  });

  it('offline, Submit Referral is disabled and says why, and nothing is sent; back online, it sends', async () => {
    const { user, onClose } = renderModal();
    const mobile = freshMobile();
    await user.type(names()[0]!, 'Ravi Kumar');
    await user.type(mobiles()[0]!, mobile);
    act(() => onlineManager.setOnline(false));
    try {
      expect(submit()).toBeDisabled();
      // The note's code comes when the page is idle (it stays out of the home screen's first load).
      await screen.findByText("You're offline: this can be sent once you're back online.");
      expect(submit()).toHaveAccessibleDescription("You're offline: this can be sent once you're back online.");
      await user.type(mobiles()[0]!, '{Enter}');
      expect(referBodies).toEqual([]);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(submit()).toBeEnabled();
    expect(screen.queryByText("You're offline: this can be sent once you're back online.")).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Referrals added successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(referBodies).toEqual([[{ candidateName: 'Ravi Kumar', mobileNumber: mobile }]]);
  });

  it('refers two people, skipping the empty row, and closes on the exact success text', async () => {
    const { user, onClose } = renderModal();
    const [first, second] = [freshMobile(), freshMobile()];
    await user.click(screen.getByRole('button', { name: '+ Add Another Candidate' }));
    await user.click(screen.getByRole('button', { name: '+ Add Another Candidate' }));
    await user.type(names()[0]!, 'Ravi Kumar');
    await user.type(mobiles()[0]!, first);
    await user.type(names()[2]!, 'Sunita Patil');
    await user.type(mobiles()[2]!, second);
    await user.click(submit());
    expect(await screen.findByText('Referrals added successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(referBodies).toEqual([
      [
        { candidateName: 'Ravi Kumar', mobileNumber: first },
        { candidateName: 'Sunita Patil', mobileNumber: second },
      ],
    ]);
    expect(referQueries[0]?.get('mobileNumber')).toBe(DEMO_MOBILE);
  });

  it("shows 'No new candidates were added' when everyone was known", async () => {
    const { user, onClose } = renderModal();
    await user.type(names()[0]!, 'Demo Self');
    await user.type(mobiles()[0]!, DEMO_MOBILE);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('No new candidates were added');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is a direct referral (position 0) without a job id', async () => {
    const { user } = renderModal({ jobId: undefined });
    await user.type(names()[0]!, 'Ravi Kumar');
    await user.type(mobiles()[0]!, freshMobile());
    await user.click(submit());
    await screen.findByText('Referrals added successfully');
    expect(referQueries[0]?.get('positionId')).toBe('0');
  });

  it('refuses an empty job id', async () => {
    const { user } = renderModal({ jobId: '' });
    await user.type(names()[0]!, 'Ravi Kumar');
    await user.type(mobiles()[0]!, freshMobile());
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot create referral: Job ID is empty');
    expect(referQueries).toHaveLength(0);
  });

  it.each([
    [{ success: false, message: 'Mobile number is required' }, 'Mobile number is required'],
    [
      { success: false, message: 'Unknown response', data: { message: 'Referral quota reached' } },
      'Referral quota reached',
    ],
    [{ success: false, message: 'Unknown response' }, 'Failed to add candidate. Please try again.'],
  ])('explains a refusal %j', async (body, text) => {
    mock.world.faults.add({ operationId: 'referCandidates', status: 400, body });
    const { user } = renderModal();
    await user.type(names()[0]!, 'Ravi Kumar');
    await user.type(mobiles()[0]!, freshMobile());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('clears what the call answered once a field is edited, and sends again', async () => {
    mock.world.faults.add({
      operationId: 'referCandidates',
      status: 400,
      body: { message: 'Mobile number is required' },
      times: 1,
    });
    const { user, onClose } = renderModal();
    await user.type(names()[0]!, 'Ravi Kumar');
    await user.type(mobiles()[0]!, freshMobile());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number is required');
    await user.type(names()[0]!, 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Referrals added successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(referQueries).toHaveLength(2);
  });

  it('reports a lost connection', async () => {
    mock.server.use(http.post('*/corporate-recruitment/talentJobs/referCandidates', () => HttpResponse.error()));
    const { user } = renderModal();
    await user.type(names()[0]!, 'Ravi Kumar');
    await user.type(mobiles()[0]!, freshMobile());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting the referral. Please try again.',
    );
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Referral' })).toBeEnabled();
  });
});
