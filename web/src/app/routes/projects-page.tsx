import { EmptyState } from '../../ui/index.ts';
import './page-frame.css';

export default function ProjectsPage() {
  return (
    <div className="page page-frame">
      <EmptyState title="No Projects Yet" message="Your projects will appear here once they are added." icon="📁" />
    </div>
  );
}
