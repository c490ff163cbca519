import { createActorContext } from '@xstate/react';
import { kycMachine } from '#machines';

/** The KYC card's flow: one actor per mounted card, from Aadhaar (PDF or one-time code) to PAN. */
export const KycActor = createActorContext(kycMachine);
