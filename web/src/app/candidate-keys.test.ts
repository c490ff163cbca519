import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWorld } from '#mock/testing/for-clients.ts';
import { candidateKeys } from '#web/shared/candidate-keys.ts';
import { kycDetailsQueryOptions } from '#web/shared/candidate-kyc.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { stubNodeMultipart } from '#web/testing/node-multipart.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
import { candidateProfileQueryOptions } from '#web/features/apply/index.ts';
import { candidateSkillsQueryOptions } from '#web/features/jobs/api/fetch-candidate-skills.ts';

const mock = setupMockUpstream({ jobCount: 5 });
beforeEach(() => {
  resetWorld(mock.world);
  Element.prototype.scrollIntoView = vi.fn();
});

// The home screen's queries spell their keys out (so the shared module stays out of its first load); they must be
// the shared ones, or an edit on the profile screen would leave them stale.
describe('the candidate data keys every screen shares', () => {
  it('are the keys the home screen and the apply dialog read the record and the skills under', () => {
    expect(candidateProfileQueryOptions(DEMO_MOBILE).queryKey).toEqual(candidateKeys.profile(DEMO_MOBILE));
    expect(candidateSkillsQueryOptions(DEMO_MOBILE).queryKey).toEqual(candidateKeys.skills(DEMO_MOBILE));
    expect(kycDetailsQueryOptions(DEMO_MOBILE).queryKey).toEqual(candidateKeys.kyc(DEMO_MOBILE));
  });

  it('a profile edit refreshes the record the apply dialog reads, and saved skills the job cards highlight', async () => {
    await stubNodeMultipart();
    signInAs();
    const { user, queryClient } = renderApp({ route: '/profile' });
    // The job list read the candidate's skills earlier in the visit.
    await queryClient.fetchQuery(candidateSkillsQueryOptions(DEMO_MOBILE));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 5_000 }));
    const edit = screen.getByRole('dialog', { name: 'Edit Profile' });
    const name = within(edit).getByRole('textbox', { name: /Full Name/ });
    await user.clear(name);
    await user.type(name, 'Anjali Devi Rao');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    // One entry: the apply feature's reading of it now carries the new name.
    await waitFor(() =>
      expect(queryClient.getQueryData(candidateProfileQueryOptions(DEMO_MOBILE).queryKey)?.fullName).toBe(
        'Anjali Devi Rao',
      ),
    );

    const skills = screen.getByRole('region', { name: 'Skills' });
    await user.click(await within(skills).findByRole('button', { name: '+ Add Skill' }));
    const add = screen.getByRole('dialog', { name: 'Add Skills' });
    await user.click(within(within(add).getByRole('list', { name: 'Skills' })).getAllByRole('checkbox')[0]!);
    expect(queryClient.getQueryState(candidateSkillsQueryOptions(DEMO_MOBILE).queryKey)?.isInvalidated).toBe(false);
    await user.click(within(add).getByRole('button', { name: 'Save Skills' }));
    await screen.findByText('Skills saved successfully');
    expect(queryClient.getQueryState(candidateSkillsQueryOptions(DEMO_MOBILE).queryKey)?.isInvalidated).toBe(true);
  }, 15_000);
});
