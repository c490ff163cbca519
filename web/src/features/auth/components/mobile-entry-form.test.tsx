import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobileEntryForm } from './mobile-entry-form.tsx';

function setup(props: Partial<Parameters<typeof MobileEntryForm>[0]> = {}) {
  const onContinue = vi.fn();
  render(<MobileEntryForm onContinue={onContinue} {...props} />);
  return { onContinue, user: userEvent.setup() };
}

describe('Enter Mobile Number form', () => {
  it('checks an Indian number: required, then 10 digits starting 6 to 9', async () => {
    const { onContinue, user } = setup();
    expect(screen.getByRole('heading', { name: 'Enter Mobile Number' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+91');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 10-digit Indian mobile number starting with 6-9');
    const input = screen.getByRole('textbox', { name: 'Mobile Number' });
    await user.type(input, '5a876543210999');
    expect(input).toHaveValue('5876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 10-digit Indian mobile number starting with 6-9');
    expect(onContinue).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '9876543210');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ countryCode: '+91', mobileNumber: '9876543210' });
  });

  it('switches to a UAE number, clearing the number and the error', async () => {
    const { onContinue, user } = setup();
    const input = screen.getByRole('textbox', { name: 'Mobile Number' });
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+971');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, '4123456789');
    expect(input).toHaveValue('412345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 9-digit UAE mobile number starting with 5');
    await user.clear(input);
    await user.type(input, '501234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ countryCode: '+971', mobileNumber: '501234567' });
  });

  it('can continue again with the same number, and shows the caller’s error', async () => {
    const { onContinue, user } = setup({ error: 'Failed to send OTP' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('9876543210');
  });
});
