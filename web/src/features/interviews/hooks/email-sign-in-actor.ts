import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailSignInMachine, type GenerateOtpInput, type ValidateOtpInput } from '#machines';
import { generateOtp } from '#web/entities/candidate/index.ts';
import { validateEmailOtp } from '../api/validate-email-otp.ts';

/** The e-mail sign-in machine with its calls bound to the upstream; one actor per opening of the modal. */
export const EmailSignInActor = createActorContext(
  emailSignInMachine.provide({
    actors: {
      generateOtp: fromPromise(({ input }: { input: GenerateOtpInput }) => generateOtp(input)),
      validateEmailOtp: fromPromise(({ input }: { input: ValidateOtpInput }) => validateEmailOtp(input)),
    },
  }),
);
