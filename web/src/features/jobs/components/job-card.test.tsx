import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DELIVERY_JOB } from '#web/testing/delivery-job.ts';
import { signInAs } from '#web/testing/session.ts';
import { useSignedInAction } from '../hooks/use-signed-in-action.ts';
import { normalizeJob, type JobView } from '../model/normalize-job.ts';
import { skillSet } from '../model/skill-match.ts';
import { JobCard } from './job-card.tsx';

const openSignIn = vi.fn();

afterEach(() => {
  languageStore.set('en');
  openSignIn.mockReset();
  onOpen.mockReset();
  onRefer.mockReset();
});

interface HarnessProps {
  job: JobView;
  showMatch?: boolean;
  mine?: string[];
  appliedAt?: number | null;
}

function Harness({ job, showMatch = false, mine = [], appliedAt }: HarnessProps) {
  const guard = useSignedInAction();
  return (
    <JobCard
      job={job}
      candidateSkills={skillSet(mine)}
      showMatch={showMatch}
      onOpen={onOpen}
      onRefer={guard(onRefer, (job) => ({ kind: 'job', action: 'refer', job }))}
      appliedAt={appliedAt}
    />
  );
}
const onOpen = vi.fn();
const onRefer = vi.fn();

function renderCard(raw: Record<string, unknown>, options: Omit<HarnessProps, 'job'> = {}) {
  return renderApp(<Harness job={normalizeJob(raw)} {...options} />, { onSignInRequest: openSignIn });
}

describe('JobCard', () => {
  it('shows title, company, location and monthly salary', () => {
    renderCard(DELIVERY_JOB);
    const card = screen.getByRole('article', { name: 'Delivery Executive' });
    expect(within(card).getByText('Swiggy')).toBeInTheDocument();
    expect(within(card).getByText('Bengaluru - 560001')).toBeInTheDocument();
    expect(within(card).getByText('₹18,000 - ₹25,000 per month')).toBeInTheDocument();
  });

  it.each([
    [{ minimumCtc: null, maximumCtc: 600000 }, 'Up to ₹50,000 per month'],
    [{ minimumCtc: 150000, maximumCtc: null }, 'From ₹12,500 per month'],
    [{ minimumCtc: null, maximumCtc: null }, 'Salary Not Disclosed'],
  ])('salary form %j', (ctc, text) => {
    renderCard({ ...DELIVERY_JOB, ...ctc });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['hi', 'डिलीवरी एग्जीक्यूटिव', 'बेंगलुरु - 560001', 'पूर्णकालिक'],
    ['ta', 'டெலிவரி எக்ஸிகியூட்டிவ்', 'பெங்களூரு - 560001', 'முழு நேரம்'],
  ])(
    'translates the title, city and job type in %s once its dictionary has loaded',
    async (code, title, place, type) => {
      languageStore.set(code as 'hi' | 'ta');
      renderCard(DELIVERY_JOB);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(place)).toBeInTheDocument();
      expect(screen.getByText(type)).toBeInTheDocument();
    },
  );

  it('keeps English job fields for languages without built-in translations', () => {
    languageStore.set('bn');
    renderCard(DELIVERY_JOB);
    expect(screen.getByRole('heading', { name: 'Delivery Executive' })).toBeInTheDocument();
  });

  it('falls back to the placeholders', () => {
    renderCard({ id: 7 });
    expect(screen.getByRole('heading', { name: 'Job Title Not Available' })).toBeInTheDocument();
    expect(screen.getByText('Location Not Specified')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
  });

  it('writes the placeholders in the chosen language', async () => {
    languageStore.set('hi');
    renderCard({ id: 7 });
    expect(
      await screen.findByRole('heading', { name: 'नौकरी का नाम उपलब्ध नहीं' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('स्थान नहीं बताया गया')).toBeInTheDocument();
    expect(screen.getByText('फ़ुल-टाइम')).toBeInTheDocument();
    expect(screen.getByText('वेतन नहीं बताया गया')).toBeInTheDocument();
  });

  it('lists skills without generic entries and highlights the candidate’s own', () => {
    renderCard(DELIVERY_JOB, { mine: ['hindi'] });
    const skills = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((li) => li.textContent)).toEqual([
      'Two-Wheeler Driving',
      'Hindi (you have this skill)',
      'Kannada',
    ]);
    expect(skills[1]).toHaveClass('job-card__skill--yours');
    expect(skills[0]).not.toHaveClass('job-card__skill--yours');
  });

  it.each([
    [92, 'high'],
    [80, 'high'],
    [67, 'medium'],
    [60, 'medium'],
    [59, 'low'],
  ])('colours a %i%% match as %s and links "your skills" to /profile', (jobWeight, tone) => {
    renderCard({ ...DELIVERY_JOB, jobWeight }, { showMatch: true, mine: ['Driving'] });
    const match = screen.getByText((_, el) => el?.textContent === `${jobWeight}% match with your skills`);
    expect(match).toHaveAttribute('data-tone', tone);
    expect(within(match).getByRole('link', { name: 'your skills' })).toHaveAttribute('href', '/profile');
  });

  it('shows no match line for visitors or jobs without a weight', () => {
    renderCard(DELIVERY_JOB);
    expect(screen.queryByText(/match with/)).not.toBeInTheDocument();
    renderCard({ ...DELIVERY_JOB, jobWeight: null }, { showMatch: true, mine: ['Driving'] });
    expect(screen.queryByText(/match with/)).not.toBeInTheDocument();
  });

  it('shows no match figure to a signed-in candidate with no skills yet (not a red 0% on every card)', () => {
    renderCard({ ...DELIVERY_JOB, jobWeight: 0 }, { showMatch: true, mine: [] });
    expect(screen.queryByText(/match with/)).not.toBeInTheDocument();
  });

  it('asks visitors to sign in for Refer & Earn; Apply Now opens the details', async () => {
    const { user } = renderCard(DELIVERY_JOB);
    await user.click(screen.getByRole('button', { name: 'Refer & Earn' }));
    // After signing in, the refer dialog of this job opens.
    expect(openSignIn).toHaveBeenCalledExactlyOnceWith({
      kind: 'job',
      action: 'refer',
      job: expect.objectContaining({ id: '1042' }),
    });
    expect(onRefer).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '1042' }));
  });

  it('lets a signed-in candidate refer', async () => {
    signInAs();
    const { user } = renderCard(DELIVERY_JOB);
    await user.click(screen.getByRole('button', { name: 'Refer & Earn' }));
    expect(onRefer).toHaveBeenCalledWith(expect.objectContaining({ id: '1042' }));
    expect(openSignIn).not.toHaveBeenCalled();
  });

  it("says 'Applied on …' in place of Apply Now for a job the candidate applied for; Refer and the details stay", async () => {
    signInAs();
    const { user } = renderCard(DELIVERY_JOB, { appliedAt: new Date(2026, 10, 2, 10, 30).getTime() });
    const card = screen.getByRole('article', { name: 'Delivery Executive' });
    expect(within(card).getByText('Applied on 2 Nov 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '1042' }));
    await user.click(within(card).getByRole('button', { name: 'Refer & Earn' }));
    expect(onRefer).toHaveBeenCalledOnce();
  });

  it("writes 'Applied on …' with the date in the chosen language's locale, and 'Applied' without a date", async () => {
    languageStore.set('hi');
    const { unmount } = renderCard(DELIVERY_JOB, { appliedAt: new Date(2026, 10, 2).getTime() });
    expect(await screen.findByText('2 नव॰ 2026 को आवेदन किया')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'अभी आवेदन करें' })).not.toBeInTheDocument();
    unmount();
    languageStore.set('en');
    renderCard(DELIVERY_JOB, { appliedAt: null });
    expect(screen.getByText('Applied', { exact: true })).toBeInTheDocument();
  });
});
