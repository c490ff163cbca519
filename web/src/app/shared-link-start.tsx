import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { linkHelper } from '#web/features/links/index.ts';

// React Router ignores a navigate() taken from a render that was never mounted, and React throws a first render
// away when part of it suspends: the helper, started in that render, reaches the mounted app's navigate through
// this, and a navigation it asks for before the app has mounted waits for it.
let mountedNavigate: ((to: string) => void) | null = null;
let waitingFor: string | null = null;

function navigateWhenMounted(to: string): void {
  if (mountedNavigate === null) waitingFor = to;
  else mountedNavigate(to);
}

/** A shared link in the address bar is resolved once, as the page loads (the link-resolution flow). */
export function SharedLinkStart() {
  const navigate = useNavigate();
  // Started during the first render rather than in an effect, so that no screen (the not-found one reads
  // the helper's state) can render before it is known whether a shared link is being resolved.
  useState(() => linkHelper.start(window.location, navigateWhenMounted));
  // Once the router has shown another address, a return to the link's own (Back) asks about it again.
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') linkHelper.addressChanged();
  }, [key]);
  useEffect(() => {
    const go = (to: string) => void navigate(to);
    mountedNavigate = go;
    if (waitingFor !== null) {
      const to = waitingFor;
      waitingFor = null;
      go(to);
    }
    return () => {
      if (mountedNavigate === go) mountedNavigate = null;
    };
  }, [navigate]);
  return null;
}
