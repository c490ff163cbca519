import { createBrowserRouter } from 'react-router-dom';
import { linkHelper } from '../features/links/index.ts';
import { routes } from './routes.tsx';

/** The page's router; a shared link in the address bar is resolved once, as the page loads. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  linkHelper.start(window.location, (to) => void router.navigate(to));
  return router;
}
