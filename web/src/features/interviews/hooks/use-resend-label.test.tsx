import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResendLabel, type ResendState } from './use-resend-label.ts';

const label = (state: ResendState, resendIn: number) =>
  renderHook(() => useResendLabel(state, resendIn)).result.current;

describe("the client sign-in's resend label", () => {
  it('counts the seconds down, then offers the resend', () => {
    expect(label('countdown', 10)).toBe('Resend OTP (10s)');
    expect(label('countdown', 7)).toBe('Resend OTP (7s)');
    expect(label('countdown', 1)).toBe('Resend OTP (1s)');
    expect(label('ready', 0)).toBe('Resend OTP');
  });

  it('says when the code is being sent again', () => {
    expect(label('resending', 0)).toBe('Resending OTP...');
  });
});
