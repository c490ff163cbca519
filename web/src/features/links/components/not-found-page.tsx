import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { Card, Spinner } from '../../../ui/index.ts';
import { linkHelper, useLinkHelperState } from '../link-helper.ts';
import { useNotFoundRun } from '../use-not-found-run.ts';
import './link-overlay.css';

/** The catch-all route: resolves the link (Checking URL...), or shows the 404 state. */
export function NotFoundPage() {
  const location = useLocation();
  const helper = useLinkHelperState();
  if (helper.status === 'running') return <Checking text="Loading..." />;
  return <Resolver key={location.key} pathname={location.pathname} search={location.search} helperHasRun={linkHelper.hasRun()} />;
}

function Resolver({ pathname, search, helperHasRun }: { pathname: string; search: string; helperHasRun: boolean }) {
  const actor = useNotFoundRun({ pathname, search, linkHelperHasRun: helperHasRun });
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  if (checking) return <Checking text="Checking URL..." />;
  if (notFound) return <NotFoundState />;
  return null;
}

function Checking({ text }: { text: string }) {
  return (
    <div className="link-checking" role="status" aria-live="polite">
      <Spinner />
      <p>{text}</p>
    </div>
  );
}

function NotFoundState() {
  return (
    <Card className="card--page not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="not-found__message">The page you are looking for does not exist or the link has expired.</p>
      <Link className="btn btn--primary btn--md" to={paths.home.getHref()}>
        Go to Home
      </Link>
    </Card>
  );
}
