import { useEffect, useState } from 'react';
import { Tabs } from '#web/ui/tabs.tsx';
import { CallsView } from '../calls/calls-view.tsx';
import { CodesView } from '../codes/codes-view.tsx';
import { OperationsView } from '../operations/operations-view.tsx';
import { SessionsView } from '../sessions/sessions-view.tsx';
import { SteerView } from '../steer/steer-view.tsx';
import { Header } from './header.tsx';
import { VIEWS, viewFromHash, type ViewId } from './views.ts';

const PANELS: Record<ViewId, () => React.JSX.Element> = {
  calls: CallsView,
  steer: SteerView,
  codes: CodesView,
  operations: OperationsView,
  sessions: SessionsView,
};

/** The console: its band, the views as tabs, and the chosen view (named in the address, so a reload keeps it). */
export function App() {
  const [view, setView] = useState<ViewId>(() => viewFromHash(window.location.hash));
  useEffect(() => {
    // A link to another view (#steer, say) opens it.
    const follow = () => setView(viewFromHash(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const select = (id: ViewId) => {
    setView(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  const Panel = PANELS[view];
  return (
    <>
      <a className="skip-link" href="#console-main">
        Skip to the view
      </a>
      <Header />
      <main id="console-main" className="console-main" tabIndex={-1}>
        <Tabs items={VIEWS} selected={view} onSelect={select} label="Console views" idPrefix="console" />
        <section
          role="tabpanel"
          id={`console-panel-${view}`}
          aria-labelledby={`console-tab-${view}`}
          className="console-panel"
        >
          <Panel />
        </section>
      </main>
    </>
  );
}
