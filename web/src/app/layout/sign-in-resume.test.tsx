import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestSignIn, useResumedJob, type SignInResume } from '#web/shared/sign-in-request.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';

setupMockUpstream({ jobCount: 50 });

/** Asks for sign-in with a resume, and shows the job the host hands back after it. */
function Asker({ resume }: { resume?: SignInResume }) {
  const requestSignIn = useRequestSignIn();
  const resumed = useResumedJob();
  return (
    <>
      <button type="button" onClick={() => requestSignIn(resume)}>
        Ask
      </button>
      {resumed ? (
        <button type="button" onClick={resumed.done}>
          Resumed {resumed.action}
        </button>
      ) : null}
    </>
  );
}

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  await user.type(within(dialog).getByLabelText('Mobile Number'), '9876543210');
  await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  await user.type(await within(dialog).findByLabelText('OTP'), '1234');
  await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
  await within(dialog).findByText('OTP Validated Successfully!');
}

describe('what sign-in resumes', () => {
  it('goes to the account address the visitor opened, with its query, instead of home', async () => {
    const { user, router } = renderApp(<Asker resume={{ kind: 'address', href: '/applications?highlight=58231' }} />, {
      route: '/applications?highlight=58231',
    });
    await signIn(user);
    await waitFor(() => expect(router.location.search).toBe('?highlight=58231'), { timeout: 3_000 });
    expect(router.location.pathname).toBe('/applications');
  });

  it('goes home 1.5 s after a sign-in that asked for nothing', async () => {
    const { user, router } = renderApp(<Asker />, { route: '/projects' });
    await signIn(user);
    await waitFor(() => expect(router.location.pathname).toBe('/'), { timeout: 3_000 });
  });

  it("keeps a job's apply on the screen it was asked on and hands it to that screen, once", async () => {
    const { user, router } = renderApp(
      <Asker resume={{ kind: 'job', action: 'apply', job: { id: 1042, jobName: 'Delivery Executive' } }} />,
      { route: '/?q=kept' },
    );
    await signIn(user);
    // Past the 1.5 s redirect, and the dialog's 2 s: nobody was sent home.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument(), {
      timeout: 3_000,
    });
    expect(router.location.search).toBe('?q=kept');
    const resumed = screen.getByRole('button', { name: 'Resumed apply' });
    await user.click(resumed);
    expect(screen.queryByRole('button', { name: 'Resumed apply' })).not.toBeInTheDocument();
  });
});
