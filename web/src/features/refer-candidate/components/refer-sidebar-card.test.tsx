import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
import { ReferSidebarCard } from './refer-sidebar-card.tsx';

const openSignIn = vi.fn();
const mock = setupMockUpstream();
const positions: string[] = [];
beforeAll(() => {
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/referCandidates')) positions.push(url.searchParams.get('positionId') ?? '');
  });
});
afterEach(() => {
  openSignIn.mockReset();
  positions.length = 0;
});

function renderCard() {
  const view = renderApp(<ReferSidebarCard />, { onSignInRequest: openSignIn });
  return {
    ...view,
    name: screen.getByRole('textbox', { name: 'Candidate Name' }),
    mobile: screen.getByRole('textbox', { name: 'Mobile Number' }),
    refer: screen.getByRole('button', { name: 'Refer Now' }),
  };
}

describe('ReferSidebarCard', () => {
  it('asks visitors to sign in', async () => {
    const { user, refer } = renderCard();
    expect(screen.getByRole('heading', { name: 'Refer a Candidate' })).toBeInTheDocument();
    await user.click(refer);
    expect(openSignIn).toHaveBeenCalledOnce();
  });

  it('needs both fields, a valid name and a valid mobile', async () => {
    signInAs();
    const { user, name, mobile, refer } = renderCard();
    await user.click(refer);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(name, 'R');
    await user.type(mobile, '9876543210');
    await user.click(refer);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Candidate Name should contain letters and spaces only (2-50 characters)',
    );
    await user.type(name, 'avi Kumar');
    await user.clear(mobile);
    await user.type(mobile, '5876543210');
    await user.click(refer);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid 10-digit mobile number starting with 6-9',
    );
    expect(positions).toHaveLength(0);
  });

  it('makes a direct referral (position 0) and clears the form', async () => {
    signInAs();
    const { user, name, mobile, refer } = renderCard();
    await user.type(name, 'Ravi Kumar');
    await user.type(mobile, '7000111222');
    await user.click(refer);
    expect(await screen.findByText('Referrals added successfully')).toBeInTheDocument();
    expect(positions).toEqual(['0']);
    expect(name).toHaveValue('');
    expect(mobile).toHaveValue('');
  });

  it('tells its caller after a successful referral only', async () => {
    signInAs();
    const onReferred = vi.fn();
    const { user } = renderApp(<ReferSidebarCard onReferred={onReferred} />, { onSignInRequest: openSignIn });
    const name = screen.getByRole('textbox', { name: 'Candidate Name' });
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    await user.type(name, 'Demo Self');
    await user.type(mobile, DEMO_MOBILE);
    await user.click(screen.getByRole('button', { name: 'Refer Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add candidate: No new candidates were added');
    expect(onReferred).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'Ravi Kumar');
    await user.clear(mobile);
    await user.type(mobile, '7000111223');
    await user.click(screen.getByRole('button', { name: 'Refer Now' }));
    expect(await screen.findByText('Referrals added successfully')).toBeInTheDocument();
    expect(onReferred).toHaveBeenCalledOnce();
  });

  it('appends the error message to its failure text', async () => {
    signInAs();
    const { user, name, mobile, refer } = renderCard();
    await user.type(name, 'Demo Self');
    await user.type(mobile, DEMO_MOBILE);
    await user.click(refer);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add candidate: No new candidates were added');
  });

  it('reports a lost connection', async () => {
    signInAs();
    mock.server.use(http.post('*/corporate-recruitment/talentJobs/referCandidates', () => HttpResponse.error()));
    const { user, name, mobile, refer } = renderCard();
    await user.type(name, 'Ravi Kumar');
    await user.type(mobile, '7000111333');
    await user.click(refer);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting the referral. Please try again.',
    );
  });
});
