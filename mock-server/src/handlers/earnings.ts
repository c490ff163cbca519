import { error } from '../core/responses.ts';
import type { HandlerMap } from '../pipeline/handler.ts';

const pending = () => error(501, 'Not implemented yet');

export const earningsHandlers: HandlerMap = {
  myEarnings: pending,
  transferToUpi: pending,
  paymentRequest: pending,
};
