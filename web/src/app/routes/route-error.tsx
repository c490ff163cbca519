import { Button, Card } from '../../ui/index.ts';
import { isChunkLoadError } from '../chunk-load.ts';
import { page } from '../../shared/reload-page.ts';
import './route-error.css';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong while showing this page.';
}

const reload = () => page.reload();

/** The chunk-load screen for a missing script, else the unexpected-error page. */
export function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return (
      <Card className="card--page route-error" role="alert" aria-labelledby="route-error-title">
        <span className="route-error__icon" aria-hidden="true">
          📡
        </span>
        <h1 id="route-error-title">This page could not be loaded</h1>
        <p>Part of the app did not download. Check your internet connection and reload the page.</p>
        <Button onClick={reload}>Reload</Button>
      </Card>
    );
  }
  return (
    <Card className="card--page route-error" role="alert" aria-labelledby="route-error-title">
      <span className="route-error__icon" aria-hidden="true">
        ⚠️
      </span>
      <h1 id="route-error-title">Unexpected Application Error!</h1>
      <p className="route-error__detail">{messageOf(error)}</p>
      <div className="route-error__actions">
        <Button onClick={reload}>Reload</Button>
        <a className="btn btn--secondary btn--md" href="/">
          Go to Home
        </a>
      </div>
    </Card>
  );
}
