import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedJobsKeys, type SavedJob } from '#web/entities/saved-jobs/index.ts';
import { languageStore } from '#web/i18n/index.ts';
import { DELIVERY_JOB } from '#web/testing/delivery-job.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
import { normalizeJob } from '../model/normalize-job.ts';
import { skillSet } from '../model/skill-match.ts';
import { JobCard } from './job-card.tsx';

const openSignIn = vi.fn();
afterEach(() => {
  openSignIn.mockReset();
  languageStore.set('en');
});

const job = normalizeJob(DELIVERY_JOB);

function renderCard() {
  return renderApp(
    <JobCard job={job} candidateSkills={skillSet([])} showMatch={false} onOpen={vi.fn()} onRefer={vi.fn()} />,
    { onSignInRequest: openSignIn },
  );
}

describe("a job card's Save", () => {
  it('is a toggle named for the job that a signed-in candidate presses with the keyboard to save and unsave', async () => {
    signInAs();
    const { user, queryClient } = renderCard();
    const save = screen.getByRole('button', { name: 'Save Delivery Executive' });
    expect(save).toHaveAttribute('aria-pressed', 'false');

    // The card's first control: Tab reaches it, Enter presses it.
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Delivery Executive' })).toBe(save);
    const saved = queryClient.getQueryData<SavedJob[]>(savedJobsKeys.of(DEMO_MOBILE));
    expect(saved?.map((entry) => entry.id)).toEqual(['1042']);
    expect(normalizeJob(saved?.[0]?.job).title).toBe('Delivery Executive');

    await user.keyboard(' ');
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData(savedJobsKeys.of(DEMO_MOBILE))).toEqual([]);
    expect(openSignIn).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in, with the save to resume after it, and saves nothing yet', async () => {
    const { user, queryClient } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Save Delivery Executive' }));
    expect(openSignIn).toHaveBeenCalledWith({ kind: 'job', action: 'save', job });
    expect(screen.getByRole('button', { name: 'Save Delivery Executive' })).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData(savedJobsKeys.all)).toBeUndefined();
  });

  it('shows a job another candidate saved on this phone as not saved', () => {
    const { queryClient } = renderCard();
    queryClient.setQueryData<SavedJob[]>(savedJobsKeys.of('9123456780'), [{ id: '1042', job, savedAt: 1 }]);
    signInAs();
    expect(screen.getByRole('button', { name: 'Save Delivery Executive' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is named in Hindi with the title in Hindi', async () => {
    signInAs();
    languageStore.set('hi');
    renderCard();
    const card = await screen.findByRole('article', { name: 'डिलीवरी एग्जीक्यूटिव' });
    expect(within(card).getByRole('button', { name: 'डिलीवरी एग्जीक्यूटिव सहेजें' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
