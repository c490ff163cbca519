import { useLive } from '../stream/live-stream.tsx';
import { Notice } from '../ui/notice.tsx';
import { ScopePicker } from './scope-picker.tsx';

const STATE_TEXT = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' } as const;

/** The console's band: its name, the world in view, whether the stream is live, and how answers are checked. */
export function Header() {
  const { status } = useLive();
  return (
    <header className="console-header">
      <div className="console-header__row">
        <h1 className="console-header__title">Mock console</h1>
        <p className={`live live--${status.state}`} role="status">
          <span className="live__dot" aria-hidden="true" />
          {STATE_TEXT[status.state]}
        </p>
        <ScopePicker />
      </div>
      {status.checking === 'off' ? (
        <Notice tone="warning">
          The mock does not check its answers (MOCK_VALIDATE_RESPONSES=off), so GET /__mock/violations stays empty: this
          console checks every answer it lists while it is open.
        </Notice>
      ) : null}
    </header>
  );
}
