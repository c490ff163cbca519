import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new screen starts at the top; Back and Forward leave the browser's own scroll restoration alone. */
export function useScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
