import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { mobileSignInMachine, type GenerateOtpInput, type ValidateOtpInput } from '#machines';
import { generateOtp } from '#web/entities/candidate/index.ts';
import { validateOtp } from '../api/validate-mobile-otp.ts';

/** The mobile sign-in machine with its calls bound to the upstream; one actor per opening of the dialog. */
export const SignInActor = createActorContext(
  mobileSignInMachine.provide({
    actors: {
      generateOtp: fromPromise(({ input }: { input: GenerateOtpInput }) => generateOtp(input)),
      validateOtp: fromPromise(({ input }: { input: ValidateOtpInput }) => validateOtp(input)),
    },
  }),
);
