import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { english } from '../testing/english.ts';
import { mobileEntryMachine } from './mobile-entry.machine.ts';

function start() {
  return createActor(mobileEntryMachine).start();
}

describe('Enter Mobile Number (home flow)', () => {
  it('starts on +91 with an empty number', () => {
    expect(start().getSnapshot().context).toEqual({ countryCode: '+91', mobile: '', error: null });
  });

  it('keeps digits only, up to 10 for India', () => {
    const actor = start();
    actor.send({ type: 'mobile.input', value: '98 765-432109' });
    expect(actor.getSnapshot().context.mobile).toBe('9876543210');
  });

  it('rejects a blank or wrong Indian number', () => {
    const actor = start();
    actor.send({ type: 'mobile.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe(
      'Please enter a valid 10-digit Indian mobile number starting with 6-9',
    );
    actor.send({ type: 'mobile.input', value: '5876543210' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'mobile.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe(
      'Please enter a valid 10-digit Indian mobile number starting with 6-9',
    );
  });

  it('clears the number and the error when the country changes', () => {
    const actor = start();
    actor.send({ type: 'mobile.input', value: '12' });
    actor.send({ type: 'mobile.submit' });
    actor.send({ type: 'country.select', countryCode: '+971' });
    expect(actor.getSnapshot().context).toEqual({ countryCode: '+971', mobile: '', error: null });
  });

  it('uses the UAE rule and length for +971', () => {
    const actor = start();
    actor.send({ type: 'country.select', countryCode: '+971' });
    actor.send({ type: 'mobile.input', value: '4012345678' });
    expect(actor.getSnapshot().context.mobile).toBe('401234567');
    actor.send({ type: 'mobile.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe(
      'Please enter a valid 9-digit UAE mobile number starting with 5',
    );
    actor.send({ type: 'mobile.input', value: '501234567' });
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ countryCode: '+971', mobileNumber: '501234567' });
  });

  it('continues with a valid Indian number', () => {
    const actor = start();
    actor.send({ type: 'mobile.input', value: '9876543210' });
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().output).toEqual({ countryCode: '+91', mobileNumber: '9876543210' });
  });
});
