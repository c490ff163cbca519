import { createActorContext } from '@xstate/react';
import { applyMachine } from '#machines';

/** The apply dialog's actor; ApplyModal provides it with the effects of use-apply-logic.ts. */
export const ApplyActor = createActorContext(applyMachine);

/** The apply actor's id in its system: the upload reports its progress to it. */
export const APPLY_SYSTEM_ID = 'apply';
