import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '#web/shared/paths.ts';
import { Card, Spinner } from '#web/ui/index.ts';
import { linksNs } from '../i18n.ts';
import { linkHelper, useLinkHelperState } from '../link-helper.ts';
import { useNotFoundRun } from '../use-not-found-run.ts';
import './link-overlay.css';

/** The catch-all route: resolves the link (Checking URL...), or shows the 404 state. */
export function NotFoundPage() {
  const location = useLocation();
  const helper = useLinkHelperState();
  const { t } = useTranslation(linksNs);
  if (helper.status === 'running') return <Checking text={t('loading')} />;
  return (
    <Resolver
      key={location.key}
      pathname={location.pathname}
      search={location.search}
      helperHasRun={linkHelper.hasRun()}
    />
  );
}

function Resolver({ pathname, search, helperHasRun }: { pathname: string; search: string; helperHasRun: boolean }) {
  const actor = useNotFoundRun({ run: 'notFound', pathname, search, helperHasRun });
  const checking = useSelector(actor, (s) => s.hasTag('resolving'));
  const notFound = useSelector(actor, (s) => s.output?.kind === 'notFound' || s.output?.kind === 'failed');
  const { t } = useTranslation(linksNs);
  if (checking) return <Checking text={t('checkingUrl')} />;
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
  const { t } = useTranslation(linksNs);
  return (
    <Card className="card--page not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="not-found__message">{t('notFound.message')}</p>
      <Link className="btn btn--primary btn--md" to={paths.home.getHref()}>
        {t('notFound.home')}
      </Link>
    </Card>
  );
}
