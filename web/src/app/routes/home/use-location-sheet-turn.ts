import { useState } from 'react';
import { useLayerOpen } from '#web/ui/dialog-stack.ts';

/**
 * Whether the Location Preference sheet shows: when the list asks for the choice and nothing else is over the page.
 * It waits for the sign-in dialog (to show 'OTP Validated Successfully!' and close) and for any layer the candidate
 * opened — the notifications, a menu, another dialog — to close, rather than cover or close what they chose to open;
 * once shown it stays until answered.
 */
export function useLocationSheetTurn(asked: boolean, signingIn: boolean): boolean {
  const layerOpen = useLayerOpen();
  const [shown, setShown] = useState(false);
  const show = asked && (shown || (!signingIn && !layerOpen));
  if (show !== shown) setShown(show);
  return show;
}
