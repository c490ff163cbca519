import { useEffect, useEffectEvent } from 'react';
import type { KycStatus } from '#machines';
import { KycActor } from './kyc-actor.ts';

/** Calls `onChange` with the new state each time the KYC actor reports a verification ('kyc.changed'). */
export function useKycChanged(onChange: (status: KycStatus) => void) {
  const actor = KycActor.useActorRef();
  const report = useEffectEvent(() => onChange(actor.getSnapshot().context.status));
  useEffect(() => {
    const sub = actor.on('kyc.changed', () => report());
    return () => sub.unsubscribe();
  }, [actor]);
}
