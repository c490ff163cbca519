import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_DISTANCE_REACHED, message, NO_MORE_JOBS, upstream } from '#machines';
import { languageStore } from '#web/i18n/index.ts';
import { DELIVERY_JOB } from '#web/testing/delivery-job.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';
import { normalizeJob } from '../model/normalize-job.ts';
import { skillSet } from '../model/skill-match.ts';
import { JobCard } from './job-card.tsx';
import { JobDetailsModal } from './job-details-modal.tsx';
import { EndOfList, ExpandPrompt, JobsError, NoJobs } from './job-list-cards.tsx';

const job = normalizeJob({ ...DELIVERY_JOB, skills: ['Hindi', 'Kannada'], jobDescription: 'Deliver food orders.' });

/** A language's texts arrive as their own chunk: on a busy machine the first one can take seconds. */
const SLOW = { timeout: 5_000 };

const speak = (code: 'hi' | 'bn') => act(() => languageStore.set(code));

describe('the job screens in Hindi', () => {
  it('write the card’s labels, salary, match line and buttons in Hindi', async () => {
    signInAs();
    renderApp(<JobCard job={job} candidateSkills={skillSet(['hindi'])} showMatch onOpen={vi.fn()} onRefer={vi.fn()} />);
    await speak('hi');
    expect(await screen.findByRole('button', { name: 'अभी आवेदन करें' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रेफ़र करें और कमाएँ' })).toBeInTheDocument();
    expect(screen.getByText('₹18,000 - ₹25,000 प्रति माह')).toBeInTheDocument();
    const match = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'आपके कौशल से 67% मेल');
    expect(within(match).getByRole('link', { name: 'आपके कौशल' })).toHaveAttribute('href', '/profile');
    const skills = within(screen.getByRole('list', { name: 'कौशल' })).getAllByRole('listitem');
    expect(skills[0]).toHaveTextContent('हिंदी (यह कौशल आपके पास है)');
    expect(skills[1]).toHaveTextContent('कन्नड़');
    expect(screen.getByRole('heading', { name: 'डिलीवरी एग्जीक्यूटिव' })).toBeInTheDocument();
    expect(screen.queryByText(/per month|Apply Now|match with/)).not.toBeInTheDocument();
  });

  it('write rupees in the language’s own digits where its Indian locale uses them (Bengali)', async () => {
    renderApp(
      <JobCard job={job} candidateSkills={skillSet([])} showMatch={false} onOpen={vi.fn()} onRefer={vi.fn()} />,
    );
    await speak('bn');
    expect(await screen.findByText('মাসে ₹১৮,০০০ - ₹২৫,০০০', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এখনই আবেদন করুন' })).toBeInTheDocument();
  });

  it('write the details dialog’s sections and buttons in Hindi', async () => {
    renderApp(<JobDetailsModal job={job} onClose={vi.fn()} onApply={vi.fn()} onRefer={vi.fn()} />, {
      onSignInRequest: vi.fn(),
    });
    await speak('hi');
    const dialog = await screen.findByRole('dialog', { name: 'डिलीवरी एग्जीक्यूटिव' }, SLOW);
    for (const heading of ['नौकरी का विवरण', 'आवश्यकताएँ', 'मुख्य ज़िम्मेदारियाँ', 'ज़रूरी कौशल']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('नहीं बताया गया').length).toBeGreaterThan(0);
    // The employer's description shows as it was written; the job's own fields read in Hindi.
    expect(within(dialog).getByText('Deliver food orders.')).toBeInTheDocument();
    expect(within(dialog).getByText('हिंदी')).toBeInTheDocument();
    expect(within(dialog).getByText('कन्नड़')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'किसी को रेफ़र करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'अभी आवेदन करें' })).toBeInTheDocument();
  });

  it('write the list’s error, empty and end-of-list cards in Hindi', async () => {
    renderApp(
      <>
        <JobsError message={message('jobs:list.fetchFailed')} />
        <NoJobs filtered />
        <ExpandPrompt radius={10} nextRadius={25} onExpand={vi.fn()} onDecline={vi.fn()} />
        <EndOfList maxDistance={MAX_DISTANCE_REACHED} noMore={NO_MORE_JOBS} />
      </>,
    );
    expect(screen.getByText('Failed to fetch jobs')).toBeInTheDocument();
    expect(screen.getByText('Maximum search distance reached')).toBeInTheDocument();
    expect(screen.getByText('No more jobs available')).toBeInTheDocument();
    await speak('hi');
    expect(await screen.findByText('नौकरियाँ लोड नहीं हो सकीं', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('नौकरियां लाने में विफल')).toBeInTheDocument();
    expect(screen.getByText('खोज की अधिकतम दूरी तक पहुंच गए')).toBeInTheDocument();
    expect(screen.getByText('और नौकरियां उपलब्ध नहीं हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByText('कोई नौकरी नहीं मिली')).toBeInTheDocument();
    expect(screen.getByText('10 किमी के दायरे में और नौकरियाँ नहीं हैं')).toBeInTheDocument();
    expect(screen.getByText('और नौकरियों के लिए 25 किमी तक खोजें?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हाँ, दायरा बढ़ाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नहीं, धन्यवाद' })).toBeInTheDocument();
  });

  it("write the error card's upstream reason in Hindi when the upstream's catalogue knows it, else as it came", async () => {
    renderApp(
      <>
        <JobsError message={upstream('Latitude and longitude are required')} />
        <JobsError message={upstream('HTTP 500: {"message":"down"}')} />
      </>,
    );
    await speak('hi');
    expect(await screen.findByText('अक्षांश और देशांतर ज़रूरी हैं', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('HTTP 500: {"message":"down"}')).toBeInTheDocument();
  });
});
