import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n, languageStore } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { linksNs } from '../i18n.ts';
import { NotFoundPage } from './not-found-page.tsx';

const mock = setupMockUpstream();

describe('the not-found screen in Hindi', () => {
  it('says it is checking the link, then that the page was not found, in Hindi', async () => {
    mock.world.faults.add({ operationId: 'getActualUrl', status: 0, delayMs: 300, times: 1 });
    // The Hindi texts in before the screen asks for the link: its 300 ms of checking is then all on screen.
    await act(async () => {
      languageStore.set('hi');
      await i18n.loadLanguages('hi');
      await i18n.loadNamespaces(linksNs);
    });
    renderApp(
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: '/zzUnknown' },
    );
    expect(await screen.findByText('लिंक जाँचा जा रहा है...', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या लिंक की समय-सीमा खत्म हो गई है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
