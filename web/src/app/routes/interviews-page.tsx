import { Link } from 'react-router-dom';
import { InterviewsScreen } from '#web/features/interviews/screen.ts';
import { paths } from '#web/shared/paths.ts';
import { useAppText } from '../i18n.ts';
import { Logo } from '../layout/logo.tsx';

/** The client interview screen (/interviews and /interviewFeedbackScreen), shown without the header. */
export default function InterviewsPage() {
  const t = useAppText();
  return (
    <InterviewsScreen
      logo={
        <Link to={paths.home.getHref()} className="interviews-page__home" aria-label={t('header.homeLink')}>
          <Logo />
        </Link>
      }
    />
  );
}
