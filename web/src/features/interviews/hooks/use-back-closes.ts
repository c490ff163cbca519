import { useEffect, useEffectEvent } from 'react';

const holdPage = () => window.history.pushState(window.history.state, '', window.location.href);

/**
 * While a dialog is open, the browser's Back closes it and the page stays: an entry for the same address is
 * pushed when it opens, so Back lands on this page again. `close` says whether the dialog did close (it will
 * not while busy); if not, the entry is pushed again and the dialog stays.
 */
export function useBackCloses(close: () => boolean): void {
  const onBack = useEffectEvent(() => {
    if (!close()) holdPage();
  });
  useEffect(() => {
    holdPage();
    const onPop = () => onBack();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
