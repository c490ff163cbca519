import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { Card } from '../../ui/index.ts';
import { Logo } from '../layout/logo.tsx';
import './placeholder-pages.css';

/** The client interview screen (shown without the header) until it arrives. */
export default function InterviewsPage() {
  return (
    <div className="page placeholder-page">
      <Link to={paths.home.getHref()} className="placeholder-page__logo" aria-label="Talent Jobs, home">
        <Logo />
      </Link>
      <div className="placeholder-page__banner">
        <h1>Interview Management</h1>
        <p>Manage candidate interviews and feedback</p>
      </div>
      <Card className="placeholder-page__card">
        <span className="placeholder-page__icon" aria-hidden="true">
          🗓️
        </span>
        <h2>Interviews are on their way</h2>
        <p>This screen arrives with the next release.</p>
        <Link className="btn btn--secondary btn--md" to={paths.home.getHref()}>
          Back to Home
        </Link>
      </Card>
    </div>
  );
}
