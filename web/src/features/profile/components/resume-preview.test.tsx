import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';

setupMockUpstream({ jobCount: 5 });
const made: Blob[] = [];
beforeEach(() => {
  made.length = 0;
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        made.push(blob);
        return `blob:http://localhost/${made.length}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function chooseResume(file: File) {
  signInAs();
  const { user } = renderApp({ route: '/profile', userEventOptions: { applyAccept: false } });
  const resume = await screen.findByRole('region', { name: 'Resume' }, { timeout: 5_000 });
  await user.upload(await within(resume).findByLabelText(/Choose (New )?File/), file);
  await within(resume).findByText('New file selected (not yet saved)');
  return resume;
}

describe('Resume: the pending preview embeds only a real PDF', () => {
  it('embeds a PDF by its bytes, as application/pdf', async () => {
    const resume = await chooseResume(new File(['%PDF-1.4\n%%EOF'], 'cv.pdf', { type: 'application/pdf' }));
    const embed = await waitFor(() => {
      const found = resume.querySelector('embed');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(embed).toHaveAttribute('type', 'application/pdf');
    expect(embed).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(made.map((b) => b.type)).toEqual(['application/pdf']);
  });

  it('renders nothing of a file named .pdf whose bytes are HTML', async () => {
    const resume = await chooseResume(
      new File(['<html><script>alert(1)</script></html>'], 'cv.pdf', { type: 'application/pdf' }),
    );
    // Give the byte check its turn before asserting nothing was made.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resume.querySelector('embed, iframe, object')).toBeNull();
    expect(made).toEqual([]);
    expect(within(resume).getByText('cv.pdf')).toBeInTheDocument();
  });
});
