import { useState } from 'react';
import { Button } from '#web/ui/button.tsx';
import { copyText } from './copy-text.ts';

/** A button that copies a text, and says so (politely, to screen readers too). */
export function CopyButton({ text, what, label = 'Copy' }: { text: string; what: string; label?: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    setSaid((await copyText(text)) ? `Copied ${what}` : `Could not copy: select the ${what} and copy it`);
    window.setTimeout(() => setSaid(''), 2500);
  };
  return (
    <span className="copy">
      <Button variant="secondary" size="sm" aria-label={`${label} ${what}`} onClick={() => void copy()}>
        {label}
      </Button>
      <span className="copy__said" role="status">
        {said}
      </span>
    </span>
  );
}
