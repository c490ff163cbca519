import { createActorContext } from '@xstate/react';
import { mobileEntryMachine } from '#machines';

/** The 'Enter Mobile Number' step's actor: one per card, with no effects (the card reports the number it ends with). */
export const MobileEntryActor = createActorContext(mobileEntryMachine);
