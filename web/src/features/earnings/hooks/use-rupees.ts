import { useMemo } from 'react';
import { useFormat } from '../../../i18n/index.ts';

/**
 * Rupees in the chosen language's Indian locale ('₹1,50,000'): whole amounts as `useFormat().rupees` writes
 * them, and an amount with paise keeps them ('₹1,000.5'), as the ledger and the transfer toast always have.
 */
export function useRupees(): (amount: number) => string {
  const format = useFormat();
  return useMemo(() => {
    const withPaise = new Intl.NumberFormat(format.locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    return (amount: number) => (Number.isInteger(amount) ? format.rupees(amount) : withPaise.format(amount));
  }, [format]);
}
