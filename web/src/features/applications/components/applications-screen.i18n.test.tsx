import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import tamil from '#web/locales/ta/applications.json';
import tamilServer from '#web/locales/ta/server.json';
import { renderApp } from '#web/testing/render-app.tsx';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { signInAs } from '#web/testing/session.ts';
import { ApplicationsScreen } from './applications-screen.tsx';

const mock = setupMockUpstream();

/** The screen's first render loads its code; a busy machine may take a few seconds. */
const FIRST_LOAD = { timeout: 15_000 };
const TEST_TIMEOUT = 30_000;

async function renderInTamil() {
  signInAs();
  const view = renderApp(<ApplicationsScreen />, { route: '/applications', onSignInRequest: vi.fn() });
  await screen.findByRole('tab', { name: /^Active Applications/ }, FIRST_LOAD);
  await act(async () => languageStore.set('ta'));
  await screen.findByRole('tab', { name: 'செயலில் உள்ள விண்ணப்பங்கள் (16)' });
  return view;
}

describe('My Applications in Tamil', () => {
  it(
    'shows the tiles, filters, tabs, cards and recent activity in Tamil, with Tamil dates and rupees',
    async () => {
      await renderInTamil();
      expect(screen.getByRole('tab', { name: 'முடிந்த விண்ணப்பங்கள் (8)' })).toBeInTheDocument();
      const tiles = within(screen.getByRole('list', { name: 'சுருக்கம்' }));
      expect(tiles.getByText('நேர்காணல்கள்').nextSibling).toHaveTextContent('3');
      expect(tiles.getByText('சுருக்கப்பட்டியலில் சேர்க்கப்பட்டது').nextSibling).toHaveTextContent('4');

      const filters = within(screen.getByRole('complementary', { name: 'வடிகட்டிகள்' }));
      expect(filters.getByRole('group', { name: 'நிலை' })).toBeInTheDocument();
      expect(filters.getByRole('group', { name: 'விண்ணப்பித்த தேதி' })).toBeInTheDocument();
      expect(filters.getAllByRole('radio', { name: 'அனைத்தும்' })).toHaveLength(2);
      expect(filters.getByRole('radio', { name: 'கடந்த 7 நாட்கள்' })).toBeInTheDocument();

      const first = screen.getAllByRole('article')[0]!;
      expect(within(first).getByRole('button', { name: 'விவரங்களைப் பார்' })).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: 'காலவரிசையைப் பார்' })).toBeInTheDocument();
      expect(within(first).getByText('சம்பளம்')).toBeInTheDocument();
      expect(screen.getAllByText(/^மாதம் ₹[\d,]+ வரை$/).length).toBeGreaterThan(0);
      // Dates in the ta-IN short form ('2 நவ., 2026'), no longer 'Nov 2, 2026'.
      expect(screen.getAllByText(/^\d{1,2} [^\d\s]+ \d{4}$/).length).toBeGreaterThan(0);
      expect(screen.queryAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toHaveLength(0);

      const recent = within(screen.getByRole('region', { name: 'சமீபத்திய செயல்பாடு' }));
      await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(5));
      expect(recent.getAllByText(/(நாட்களுக்கு முன்|மணிநேரத்திற்கு முன்|நிமிடங்களுக்கு முன்|இப்போதுதான்)$/)).toHaveLength(5);
    },
    TEST_TIMEOUT,
  );

  it(
    'writes the job titles, cities and skills in Tamil, as the home list does, and the description as the employer wrote it',
    async () => {
      const { user } = await renderInTamil();
      const TAMIL_WORDS = /^[\p{Script=Tamil}\p{Mark}\s\d()+.,/-]+$/u;
      const cards = screen.getAllByRole('article');
      await waitFor(() =>
        expect(within(cards[0]!).getByRole('heading', { level: 2 }).textContent).toMatch(TAMIL_WORDS),
      );
      for (const card of cards) {
        expect(within(card).getByRole('heading', { level: 2 }).textContent).toMatch(TAMIL_WORDS);
        expect(within(card).getByText('இடம்').nextSibling?.textContent).toMatch(TAMIL_WORDS);
      }
      const recent = within(screen.getByRole('region', { name: 'சமீபத்திய செயல்பாடு' }));
      await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(5));
      for (const job of document.querySelectorAll('.recent-activity__job'))
        expect(job.textContent).toMatch(TAMIL_WORDS);

      const first = cards[0]!;
      const jobName = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
      await user.click(within(first).getByRole('button', { name: 'விவரங்களைப் பார்' }));
      const details = screen.getByRole('dialog', { name: jobName });
      const skills = within(details).getAllByRole('listitem');
      expect(skills.length).toBeGreaterThan(0);
      for (const skill of skills) expect(skill.textContent).toMatch(TAMIL_WORDS);
      // The description is the employer's text: English, with no Tamil city spliced in.
      const description = within(details).getByRole('heading', { name: 'விளக்கம்' }).nextSibling?.textContent ?? '';
      expect(description).toMatch(/^[\p{Script=Latin}\s\d\p{P}₹]+$/u);
      await user.click(within(details).getByRole('button', { name: 'மூடு' }));

      await user.click(within(first).getByRole('button', { name: 'காலவரிசையைப் பார்' }));
      const timeline = screen.getByRole('dialog', { name: 'விண்ணப்பக் காலவரிசை' });
      expect(timeline).toHaveAccessibleDescription(new RegExp(`^${jobName} · `));
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the details and the timeline in Tamil',
    async () => {
      const { user } = await renderInTamil();
      const first = screen.getAllByRole('article')[0]!;
      const jobName = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
      await user.click(within(first).getByRole('button', { name: 'விவரங்களைப் பார்' }));
      const details = screen.getByRole('dialog', { name: jobName });
      for (const section of ['சுருக்கம்', 'விளக்கம்', 'பொறுப்புகள்', 'தேவைகள்', 'திறன்கள்']) {
        expect(within(details).getByRole('heading', { name: section })).toBeInTheDocument();
      }
      await user.click(within(details).getByRole('button', { name: 'மூடு' }));

      mock.world.faults.add({ operationId: 'fetchApplicationTimeline', status: 500 });
      await user.click(within(first).getByRole('button', { name: 'காலவரிசையைப் பார்' }));
      const timeline = screen.getByRole('dialog', { name: 'விண்ணப்பக் காலவரிசை' });
      expect(
        await within(timeline).findByText('சமீபத்திய காலவரிசையை ஏற்ற முடியவில்லை. கிடைக்கும் தகவல்கள் காட்டப்படுகின்றன.'),
      ).toBeInTheDocument();
      expect(within(timeline).getByText('விண்ணப்பிக்கப்பட்டது')).toBeInTheDocument();
      expect(within(timeline).getByText('இறுதி முடிவு')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the upstream's timeline entries in Tamil, the status inside them too, under the steps' Tamil titles",
    async () => {
      const { user } = await renderInTamil();
      mock.world.faults.add({
        operationId: 'fetchApplicationTimeline',
        status: 200,
        body: [
          { status: 'Applied', description: 'Application submitted', processedOn: '2026-11-02 10:30:00' },
          { status: 'Shortlisted', description: 'Status changed to Shortlisted', processedOn: '2026-11-04 10:00:00' },
          { status: 'In Process', description: 'A note nobody catalogued', processedOn: '2026-11-05 10:00:00' },
        ],
      });
      const first = screen.getAllByRole('article')[0]!;
      await user.click(within(first).getByRole('button', { name: 'காலவரிசையைப் பார்' }));
      const timeline = screen.getByRole('dialog', { name: 'விண்ணப்பக் காலவரிசை' });
      expect(await within(timeline).findByText(tamil['status.shortlisted'])).toBeInTheDocument();
      expect(within(timeline).getByText(tamil['status.applied'])).toBeInTheDocument();
      expect(within(timeline).getByText(tamilServer.applicationSubmitted)).toBeInTheDocument();
      expect(
        within(timeline).getByText(
          tamilServer['timeline.statusChanged'].replace('{{status}}', tamilServer['status.shortlisted']),
        ),
      ).toBeInTheDocument();
      expect(within(timeline).getByText('A note nobody catalogued')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the error state in Tamil',
    async () => {
      await act(async () => languageStore.set('ta'));
      mock.world.faults.add({ operationId: 'fetchCandidateApplications', status: 500 });
      signInAs();
      renderApp(<ApplicationsScreen />, { route: '/applications', onSignInRequest: vi.fn() });
      expect(await screen.findByRole('heading', { name: 'விண்ணப்பங்களை ஏற்றுவதில் பிழை' }, FIRST_LOAD)).toBeInTheDocument();
      expect(screen.getByText('விண்ணப்பங்களை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'மீண்டும் முயற்சி செய்' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
