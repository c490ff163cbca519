import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InterviewsScreen } from '#web/features/interviews/screen.ts';
import { paths } from '#web/shared/paths.ts';
import { appNs } from '../i18n.ts';
import { Logo } from '../layout/logo.tsx';
import { useClientSignOut } from '../layout/use-sign-out.ts';

/** The client interview screen (/interviews and /interviewFeedbackScreen), shown without the header, with the client's sign-out. */
export default function InterviewsPage() {
  const { t } = useTranslation(appNs);
  const signOut = useClientSignOut();
  return (
    <InterviewsScreen
      onSignOut={signOut}
      logo={
        <Link to={paths.home.getHref()} className="interviews-page__home" aria-label={t('header.homeLink')}>
          <Logo />
        </Link>
      }
    />
  );
}
