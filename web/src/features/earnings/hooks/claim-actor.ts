import { createActorContext } from '@xstate/react';
import { claimMachine } from '#machines';

/** The claim flow's actor: one per Claim click, from the KYC gate to the transfer; its effects come from useClaimLogic. */
export const ClaimActor = createActorContext(claimMachine);
