import { useEffect, useEffectEvent } from 'react';
import { openBackLayer } from './back-layer.ts';

/** While mounted (and `active`), Back calls `onClose` instead of leaving the page: for menus and dropdowns. */
export function useBackCloses(onClose: () => void, active = true): void {
  const close = useEffectEvent(onClose);
  useEffect(() => (active ? openBackLayer({ canClose: () => true, close: () => close() }) : undefined), [active]);
}
