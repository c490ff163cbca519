import type { ReactNode } from 'react';

/** A line the console says about what is shown: news (a status), a warning, or a refusal (an alert). */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <p className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
