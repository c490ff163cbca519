import type { ComponentType } from 'react';
import { EmptyState } from '../../ui/index.ts';

type HomeModule = { HomePage?: ComponentType; default?: ComponentType };

// A glob, not an import, so the route table builds whether or not the home screen is present.
const homeModules = import.meta.glob<HomeModule>('../../features/home/index.ts');

function HomeUnavailable() {
  return (
    <div className="page">
      <EmptyState title="Find Your Perfect Job" message="The job search is not available in this build." icon="💼" />
    </div>
  );
}

export async function loadHomePage(): Promise<{ default: ComponentType }> {
  const load = Object.values(homeModules)[0];
  if (!load) return { default: HomeUnavailable };
  const module = await load();
  return { default: module.HomePage ?? module.default ?? HomeUnavailable };
}
