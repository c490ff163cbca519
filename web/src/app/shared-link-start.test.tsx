import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEMO_LINKS } from '#mock/testing/for-clients.ts';
import { linkHelper } from '#web/features/links/link-helper.ts';
import { linkState } from '#web/features/links/link-state.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { SharedLinkStart } from './shared-link-start.tsx';

setupMockUpstream();
afterEach(() => {
  linkHelper.reset();
  window.history.replaceState(null, '', '/');
});

/** Suspends the first time it renders, outside any Suspense boundary: React throws that whole first render away. */
function suspendsOnce() {
  let release: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => {
    release = resolve;
  });
  let suspended = false;
  function SuspendsOnce() {
    if (!suspended) {
      suspended = true;
      // React's protocol for a render that must wait: throw the promise it waits for.
      throw pending;
    }
    return null;
  }
  return { SuspendsOnce, release };
}

/** Renders the app's link start at the profile short link, with `sibling` rendered beside it. */
function renderAtLink(sibling?: ReactElement) {
  const link = `/${DEMO_LINKS.profile}`;
  window.history.replaceState(null, '', link);
  render(
    <MemoryRouter initialEntries={[link]}>
      <SharedLinkStart />
      {sibling}
      <Routes>
        <Route path="/profile" element={<p>Profile screen</p>} />
        <Route path="*" element={<p>Still on the link</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('when the app’s first render is thrown away (part of it suspended)', () => {
  it('takes the visitor where the link leads once the app mounts', async () => {
    const { SuspendsOnce, release } = suspendsOnce();
    renderAtLink(<SuspendsOnce />);
    release();
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
  });

  it('keeps an answer that came before the app mounted, and follows it when it does', async () => {
    const { SuspendsOnce, release } = suspendsOnce();
    renderAtLink(<SuspendsOnce />);
    await waitFor(() => expect(linkState.get().status).toBe('done'));
    expect(screen.queryByText('Profile screen')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
  });
});

it('goes where the link leads when the app mounts at once', async () => {
  renderAtLink();
  expect(await screen.findByText('Profile screen')).toBeInTheDocument();
});
