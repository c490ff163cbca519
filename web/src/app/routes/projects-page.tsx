import { EmptyState } from '../../ui/index.ts';
import './placeholder-pages.css';

export default function ProjectsPage() {
  return (
    <div className="page placeholder-page">
      <EmptyState title="No Projects Yet" message="Your projects will appear here once they are added." icon="📁" />
    </div>
  );
}
