import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import hindi from '#web/locales/hi/referrals.json';
import marathi from '#web/locales/mr/referrals.json';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';

const mock = setupMockUpstream({ jobCount: 50 });
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

/** The screen's script arrives on first render; a busy machine may take a few seconds. */
const FIRST_LOAD = { timeout: 15_000 };
const TEST_TIMEOUT = 30_000;

const tile = (label: string) => screen.getByText(label, { selector: '.stat-tile__label' }).nextElementSibling;

describe('My Referrals in Hindi', () => {
  it(
    'shows the tiles, filters, statuses, cards and Referral Progress in Hindi',
    async () => {
      signInAs();
      const { user } = renderApp({ route: '/referrals' });
      await screen.findByRole('list', { name: 'Referrals' }, FIRST_LOAD);
      await act(async () => languageStore.set('hi'));

      const list = await screen.findByRole('list', { name: 'रेफ़रल' });
      expect(tile('कुल रेफ़रल')).toHaveTextContent('13');
      expect(tile('जमा किए गए आवेदन')).toHaveTextContent('10');
      expect(tile('जॉइन करने वाले उम्मीदवार')).toHaveTextContent('4');
      expect(tile('एक महीना पूरा')).toHaveTextContent('1');

      const status = screen.getByRole('combobox', { name: 'स्थिति' });
      expect(within(status).getByRole('option', { name: 'सभी रेफ़रल (13)' })).toBeInTheDocument();
      expect(within(status).getByRole('option', { name: 'लंबित (2)' })).toBeInTheDocument();
      expect(within(status).getByRole('option', { name: 'साइन इन बाकी (1)' })).toBeInTheDocument();
      const date = screen.getByRole('combobox', { name: 'रेफ़र करने की तारीख' });
      expect(
        within(date)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['अब तक के सभी', 'पिछले 30 दिन', 'पिछले 3 महीने', 'पिछले 6 महीने']);

      expect(within(list).getAllByText('साइन इन बाकी', { selector: '.referral-badge' })).toHaveLength(1);
      expect(within(list).getAllByText('सीधा रेफ़रल').length).toBeGreaterThan(0);
      const interview = within(list)
        .getAllByRole('listitem', { name: /./ })
        .find((card) => within(card).queryByText('इंटरव्यू', { selector: '.referral-badge' }))!;
      expect(within(interview).getByText('2 नौकरियों के लिए आवेदन किया')).toBeInTheDocument();

      await user.click(within(interview).getByRole('button', { name: 'रेफ़रल की प्रगति' }));
      const dialog = screen.getByRole('dialog', { name: 'रेफ़रल की प्रगति' });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((s) => s.textContent),
      ).toEqual([
        'रेफ़र किया गया (पूरा) 3 दिन पहले',
        'आवेदन किया (पूरा) 2 दिन पहले',
        'इंटरव्यू (पूरा) 1 दिन पहले',
        'नौकरी मिली (अभी नहीं)',
      ]);
      expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows 'Error Loading Referrals' and its Try Again in Hindi, with the failure's own text",
    async () => {
      await act(async () => languageStore.set('hi'));
      signInAs();
      mock.world.faults.add({ operationId: 'fetchReferrals', status: 200, body: 42 });
      renderApp({ route: '/referrals' });
      const heading = await screen.findByRole('heading', { name: 'रेफ़रल लोड करने में त्रुटि' }, FIRST_LOAD);
      const alert = heading.closest<HTMLElement>('[role="alert"]')!;
      expect(alert).toHaveTextContent(/रेफ़रल लोड नहीं हो सके: \S/);
      // The failure's own reason ('Invalid API response format') is a message inside the sentence: Hindi too.
      expect(alert).toHaveTextContent(hindi['error.message'].replace('{{message}}', hindi['error.invalidResponse']));
      expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows No Referrals Yet and its button in Hindi',
    async () => {
      await act(async () => languageStore.set('hi'));
      signInAs({ mobileNumber: '9000000009', mobile: '+91 9000000009' });
      renderApp({ route: '/referrals' });
      expect(await screen.findByRole('heading', { name: 'अभी तक कोई रेफ़रल नहीं' }, FIRST_LOAD)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'अपने पहले उम्मीदवार को रेफ़र करें' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'स्थिति' })).toHaveDisplayValue('सभी रेफ़रल (0)');
    },
    TEST_TIMEOUT,
  );

  it(
    "writes the counts in the filter and on the cards in Marathi's own digits",
    async () => {
      await act(async () => languageStore.set('mr'));
      signInAs();
      renderApp({ route: '/referrals' });
      const status = await screen.findByRole('combobox', { name: marathi['filter.status'] }, FIRST_LOAD);
      await vi.waitFor(() =>
        expect(
          within(status).getByRole('option', { name: marathi['filter.allReferrals'].replace('{{total}}', '१३') }),
        ).toBeInTheDocument(),
      );
      expect(within(status).getByRole('option', { name: `${marathi['status.pending']} (२)` })).toBeInTheDocument();
      expect(screen.getAllByText(marathi['card.jobsApplied_other'].replace('{{n}}', '२')).length).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );
});
