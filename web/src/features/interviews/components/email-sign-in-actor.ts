import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailSignInMachine, type GenerateOtpInput, type ValidateOtpInput } from '#machines';
import { generateEmailOtp } from '../api/generate-email-otp.ts';
import { validateEmailOtp } from '../api/validate-email-otp.ts';

/** The e-mail sign-in machine with its calls bound to the upstream; one actor per opening of the modal. */
export const EmailSignInActor = createActorContext(
  emailSignInMachine.provide({
    actors: {
      generateOtp: fromPromise(({ input }: { input: GenerateOtpInput }) => generateEmailOtp(input)),
      validateEmailOtp: fromPromise(({ input }: { input: ValidateOtpInput }) => validateEmailOtp(input)),
    },
  }),
);
