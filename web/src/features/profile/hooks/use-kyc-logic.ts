import { useCallback, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  kycMachine,
  type AadhaarOtpRequestInput,
  type AadhaarOtpSent,
  type AadhaarOtpVerification,
  type AadhaarVerification,
  type PanVerification,
  type VerifyAadhaarInput,
  type VerifyAadhaarOtpInput,
  type VerifyPanInput,
} from '#machines';
import { i18n } from '#web/i18n/index.ts';
import { requestAadhaarOtp } from '../api/request-aadhaar-otp.ts';
import { verifyAadhaarOtp } from '../api/verify-aadhaar-otp.ts';
import { verifyAadhaarPdf } from '../api/verify-aadhaar-pdf.ts';
import { verifyPan } from '../api/verify-pan.ts';
import { profileNs } from '../i18n.ts';

/**
 * The KYC machine with its effects: the Aadhaar PDF's check, the Aadhaar one-time code (sent, then checked) and
 * PAN. One logic per mounted card; the chosen File waits here for the machine's upload.
 */
export function useKycLogic() {
  const file = useRef<File | null>(null);
  // eslint-disable-next-line react-hooks/refs -- the upload reads the ref when the machine invokes it, after a file is chosen, never during render.
  const [logic] = useState(() =>
    kycMachine.provide({
      actors: {
        verifyAadhaar: fromPromise<AadhaarVerification, VerifyAadhaarInput>(async ({ input }) => {
          const chosen = file.current;
          if (!chosen) return { success: false, message: i18n.t('kyc.fileRequired', { ns: profileNs }) };
          return verifyAadhaarPdf(input.mobileNumber, chosen);
        }),
        requestAadhaarOtp: fromPromise<AadhaarOtpSent, AadhaarOtpRequestInput>(({ input }) => requestAadhaarOtp(input)),
        verifyAadhaarOtp: fromPromise<AadhaarOtpVerification, VerifyAadhaarOtpInput>(({ input }) =>
          verifyAadhaarOtp(input),
        ),
        verifyPan: fromPromise<PanVerification, VerifyPanInput>(({ input }) => verifyPan(input)),
      },
    }),
  );

  /** Keeps the chosen File for the upload; the machine is told only its name, size and type. */
  const keepFile = useCallback((chosen: File) => {
    file.current = chosen;
  }, []);

  return { logic, keepFile };
}
