import { assign, setup } from 'xstate';
import { INDIAN_MOBILE } from '#contract/rules.ts';
import { message, type Message } from '../messages/message.ts';
import { INDIAN_MOBILE_MAX_LENGTH, isValidIndianMobile } from '../values/indian-mobile.ts';
import { UAE_MOBILE_MAX_LENGTH, validateUaeMobile } from '../values/uae-mobile.ts';

export type CountryCode = '+91' | '+971';

/** The contract's rule message for a number that is not a valid Indian mobile. */
const INDIAN_MOBILE_INVALID = message(INDIAN_MOBILE.messageKeys.invalid);

export const COUNTRY_RULES: Record<CountryCode, { maxLength: number; validate: (digits: string) => Message | null }> = {
  '+91': {
    maxLength: INDIAN_MOBILE_MAX_LENGTH,
    validate: (digits) => (isValidIndianMobile(digits) ? null : INDIAN_MOBILE_INVALID),
  },
  '+971': { maxLength: UAE_MOBILE_MAX_LENGTH, validate: validateUaeMobile },
};

export type MobileEntryEvent =
  | { type: 'country.select'; countryCode: CountryCode }
  | { type: 'mobile.input'; value: string }
  | { type: 'mobile.submit' };

export interface MobileEntryContext {
  countryCode: CountryCode;
  mobile: string;
  /** Why the number was refused ('Please enter a valid 9-digit UAE mobile number starting with 5'). */
  error: Message | null;
}

export interface MobileEntryOutput {
  countryCode: CountryCode;
  mobileNumber: string;
}

/** The home flow's "Enter Mobile Number" step: country select, digits-only input, Continue. */
export const mobileEntryMachine = setup({
  types: {
    context: {} as MobileEntryContext,
    events: {} as MobileEntryEvent,
    output: {} as MobileEntryOutput,
  },
  guards: {
    mobileInvalid: ({ context }) => COUNTRY_RULES[context.countryCode].validate(context.mobile) !== null,
  },
  actions: {
    selectCountry: assign((_, params: { countryCode: CountryCode }) => ({
      countryCode: params.countryCode,
      mobile: '',
      error: null,
    })),
    setMobile: assign(({ context }, params: { value: string }) => ({
      mobile: params.value.replace(/\D/g, '').slice(0, COUNTRY_RULES[context.countryCode].maxLength),
      error: null,
    })),
    showError: assign(({ context }) => ({ error: COUNTRY_RULES[context.countryCode].validate(context.mobile) })),
  },
}).createMachine({
  id: 'mobileEntry',
  initial: 'editing',
  context: { countryCode: '+91', mobile: '', error: null },
  output: ({ context }) => ({ countryCode: context.countryCode, mobileNumber: context.mobile }),
  states: {
    editing: {
      on: {
        'country.select': {
          actions: { type: 'selectCountry', params: ({ event }) => ({ countryCode: event.countryCode }) },
        },
        'mobile.input': { actions: { type: 'setMobile', params: ({ event }) => ({ value: event.value }) } },
        'mobile.submit': [{ guard: 'mobileInvalid', actions: 'showError' }, { target: 'submitted' }],
      },
    },
    submitted: { type: 'final' },
  },
});
