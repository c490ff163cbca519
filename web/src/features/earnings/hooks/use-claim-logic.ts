import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { claimMachine, type KycDetailsQuery, type KycStatus, type TransferInput, type TransferResult } from '#machines';
import { kycDetailsQueryOptions } from '#web/entities/candidate/index.ts';
import { transferToUpi } from '../api/transfer-to-upi.ts';

/** The claim machine with its effects: the KYC fetch (through the query cache) and the UPI transfer. */
export function useClaimLogic() {
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      claimMachine.provide({
        actors: {
          fetchKyc: fromPromise<KycStatus, KycDetailsQuery>(({ input }) =>
            queryClient.fetchQuery(kycDetailsQueryOptions(input.mobileNumber)),
          ),
          transfer: fromPromise<TransferResult, TransferInput>(({ input }) => transferToUpi(input)),
        },
      }),
    [queryClient],
  );
}
