import type { HandlerTable } from '../pipeline/handler.ts';
import { myEarnings } from './earnings/my-earnings.ts';
import { paymentRequest } from './earnings/payment-request.ts';
import { transferToUpi } from './earnings/transfer-to-upi.ts';

export const earningsHandlers = { myEarnings, transferToUpi, paymentRequest } satisfies Partial<HandlerTable>;
