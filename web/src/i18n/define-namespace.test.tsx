import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineNamespace } from './define-namespace.ts';
import { i18n } from './i18n.ts';
import { languageStore } from './language-store.ts';
import { translateMessage } from './messages.ts';

const probe = defineNamespace('probe', {
  greeting: 'Hello {{name}}',
  jobs_one: '{{count}} job',
  jobs_other: '{{count}} jobs',
});

function Probe({ count }: { count: number }) {
  const t = probe.useT();
  return (
    <p>
      {t('greeting', { name: 'Asha' })} · {t('jobs', { count })}
    </p>
  );
}

describe('defineNamespace', () => {
  it('shows the English texts with their values and plural forms', () => {
    render(<Probe count={1} />);
    expect(screen.getByText('Hello Asha · 1 job')).toBeInTheDocument();
    expect(probe.translate('jobs', { count: 3 })).toBe('3 jobs');
  });

  it('follows a language change, and falls back to English for a text the language lacks', async () => {
    i18n.addResourceBundle('hi', 'probe', { greeting: 'नमस्ते {{name}}', jobs_one: '{{count}} नौकरी' });
    render(<Probe count={2} />);
    await act(async () => languageStore.set('hi'));
    expect(await screen.findByText('नमस्ते Asha · 2 jobs')).toBeInTheDocument();
  });

  it('shows a message by its English text when there is no translation', () => {
    expect(translateMessage('A message the upstream wrote itself')).toBe('A message the upstream wrote itself');
  });
});
