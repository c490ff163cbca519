import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { ChunkLoadError } from './chunk-load.ts';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';

setupMockUpstream({ jobCount: 50 });

/** A screen's script arrives on its first render; a busy machine may take a few seconds. */
const FIRST_LOAD = { timeout: 15_000 };
const TEST_TIMEOUT = 30_000;

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('the app frame in Bengali', () => {
  it(
    'shows the header, a placeholder page and the footer in Bengali',
    async () => {
      renderApp({ route: '/projects' });
      await screen.findByRole('heading', { name: 'No Projects Yet' }, FIRST_LOAD);
      expect(document.title).toBe('Talent Jobs – find your perfect job');
      await act(async () => languageStore.set('bn'));

      expect(await screen.findByRole('heading', { name: 'এখনও কোনো প্রজেক্ট নেই' })).toBeInTheDocument();
      expect(screen.getByText('আপনার প্রজেক্ট যোগ হলেই এখানে দেখা যাবে।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'মূল বিষয়বস্তুতে যান' })).toHaveAttribute('href', '#main');
      const header = within(screen.getByRole('banner'));
      expect(header.getByRole('link', { name: 'Talent Jobs, হোম' })).toHaveAttribute('href', '/');
      expect(header.getByRole('navigation', { name: 'প্রধান নেভিগেশন' })).toHaveTextContent('আমার আবেদন');

      const footer = within(await screen.findByRole('contentinfo'));
      // The reward in the Bengali Indian locale: Bengali digits.
      expect(
        footer.getByText('সারা ভারতে আপনার কাছাকাছি চাকরি খুঁজুন, আর আপনার রেফার করা প্রতিটি বন্ধু যোগ দিলে ₹৫০০ আয় করুন।'),
      ).toBeInTheDocument();
      expect(footer.getByRole('navigation', { name: 'ফুটার' })).toBeInTheDocument();
      expect(footer.getByText('এখানে পান')).toBeInTheDocument();
      expect(footer.getByText('এখান থেকে ডাউনলোড করুন')).toBeInTheDocument();
      expect(screen.queryByText(/Find jobs near you/)).not.toBeInTheDocument();
      expect(document.title).toBe('Talent Jobs – আপনার উপযুক্ত চাকরি খুঁজুন');
    },
    TEST_TIMEOUT,
  );

  it(
    'asks a visitor to sign in for My Referrals in Bengali',
    async () => {
      await act(async () => languageStore.set('bn'));
      renderApp({ route: '/referrals' });
      expect(
        await screen.findByRole('heading', { name: 'আমার রেফারেল দেখতে সাইন ইন করুন', hidden: true }, FIRST_LOAD),
      ).toBeInTheDocument();
      expect(screen.getByText('প্রার্থীদের রেফার করুন এবং সফল নিয়োগে পুরস্কার পান')).toBeInTheDocument();
      expect(screen.getByText('চালিয়ে যেতে আপনার মোবাইল নম্বর ও ওটিপি দিয়ে সাইন ইন করুন।')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it('shows the error pages in Bengali', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => languageStore.set('bn'));
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Boom error={{ reason: 'not an Error' }} />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'অ্যাপে অপ্রত্যাশিত ত্রুটি!' })).toBeInTheDocument();
    expect(screen.getByText('এই পেজটি দেখানোর সময় কিছু একটা ভুল হয়েছে।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে যান' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'আবার লোড করুন' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/b">
        <Boom error={new ChunkLoadError('The screen could not be loaded')} />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'এই পেজটি লোড করা যায়নি' })).toBeInTheDocument();
    expect(
      screen.getByText('অ্যাপের কিছু অংশ ডাউনলোড হয়নি। আপনার ইন্টারনেট সংযোগ দেখে পেজটি আবার লোড করুন।'),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
