import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useScopedMutation } from '../api/use-scoped-mutation.ts';
import { useScope } from '../app/scope.tsx';
import { codesQueryOptions } from '../codes/codes-api.ts';
import { Notice } from '../ui/notice.tsx';
import { setOtpMode } from './steer-api.ts';

const MODES = [
  { mode: 'fixed', text: 'Fixed: every code is the demo code' },
  { mode: 'random', text: 'Random: a new code each time (read it in Codes)' },
] as const;

/** Which one-time codes the mock sends. */
export function OtpModeCard() {
  const { scope, client } = useScope();
  const { data } = useQuery(codesQueryOptions(scope, client));
  const set = useScopedMutation(setOtpMode);
  // The mode asked for shows at once, the world's again once it answered.
  const [asked, setAsked] = useState<'fixed' | 'random' | undefined>();
  const shown = asked ?? data?.mode;
  return (
    <section className="card stack" aria-labelledby="otp-title">
      <h2 id="otp-title">One-time codes</h2>
      <fieldset className="choices">
        <legend className="visually-hidden">Code mode</legend>
        {MODES.map(({ mode, text }) => (
          <label key={mode} className="choice">
            <input
              type="radio"
              name="otp-mode"
              value={mode}
              checked={shown === mode}
              onChange={() => {
                setAsked(mode);
                set.mutate(mode, { onSettled: () => setAsked(undefined) });
              }}
            />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      {set.error ? <Notice tone="error">{set.error.message}</Notice> : null}
    </section>
  );
}
