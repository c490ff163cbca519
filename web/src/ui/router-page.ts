import { useLayoutEffect } from 'react';

/** The page the router shows (its location key), for Back (back-layer.ts); unknown where no router follows history. */
export let routerPage: unknown;

/** Tells Back which page the router shows: called once, by the layout. */
export function useRouterPage(key: string): void {
  useLayoutEffect(() => {
    routerPage = key;
  }, [key]);
}
