import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';

/** What a test sees of the in-memory router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  readonly location: Location;
  navigate(to: string): void;
}

/** An in-memory router at `route` around `children`, with a handle a test can read and drive (used by renderApp). */
export function createTestRouter(route: string) {
  const handle: { location: Location | null; go: ((to: string) => void) | null } = { location: null, go: null };

  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      handle.location = location;
      handle.go = (to) => void navigate(to);
    });
    return null;
  }

  const router: TestRouter = {
    get location() {
      if (!handle.location) throw new Error('The test router has not rendered yet');
      return handle.location;
    },
    navigate(to) {
      if (!handle.go) throw new Error('The test router has not rendered yet');
      handle.go(to);
    },
  };

  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  }

  return { router, Router };
}
