import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import type { Journey } from '#conformance/runner/run.ts';
import { aboutSomeoneElse, at, expectMessage, pdfFile, signInCandidate, textFile } from './support.ts';

const AADHAAR = '482193756104';

export const kycJourneys: Journey[] = [
  {
    name: 'KYC: Aadhaar OTP, PDF check and PAN',
    async run(c: JourneyContext) {
      const me = await signInCandidate(c);
      const details = await c.call('fetchCandidateKYCDetails', { query: { mobileNumber: me.mobile }, expect: 200 });
      await c.call('fetchCandidateKYCDetails', {
        query: { mobileNumber: '9000077777' },
        expect: await aboutSomeoneElse(c, 404),
      });
      await c.call('fetchCandidateKYCDetails', { query: { mobileNumber: me.mobile }, auth: 'none', expect: 401 });
      c.requireWrites();
      // PAN's bearer is the per-mobile token (x-bearer: candidate). In strict ownership mode the per-mobile token
      // call is refused; the candidate's own sign-in token stands in.
      const perMobile = me.userBound
        ? me.token
        : String(
            at(
              (await c.call('fetchUserTokenByMobile', { query: { mobileNumber: me.mobile }, expect: 200 })).body,
              'token',
            ),
          );
      if (at(details.body, 'data.aadhaarVerified') !== true) {
        expectMessage(
          c,
          await c.call('verifyPan', {
            query: { mobileNumber: me.mobile, panNumber: 'ABCPS1234K' },
            json: { mobileNumber: me.mobile, panNumber: 'ABCPS1234K' },
            auth: perMobile,
            expect: 400,
          }),
          400,
          'Please verify your Aadhaar first before proceeding with PAN verification',
        );
      }
      const otp = await c.call('getAadhaarOTP', { path: { aadhaarNumber: AADHAAR }, expect: 200 });
      const refId = String(at(otp.body, 'refId'));
      await c.call('getAadhaarOTP', { path: { aadhaarNumber: '1234' }, expect: 400 });
      const body = { phoneNumber: me.mobile, otp: '1234', aadhaarNumber: AADHAAR };
      expectMessage(
        c,
        await c.call('verifyCandidateAadhaarOtp', {
          query: { mobileNumber: me.mobile, aadhaarNumber: AADHAAR, aadhaarOTP: '1234' },
          json: body,
          expect: 400,
        }),
        400,
        'Reference ID is required for Aadhaar verification',
      );
      const notPdf = await c.call('verifyCandidateAadhaarPdf', {
        form: { mobileNumber: me.mobile, file: textFile('aadhaar.txt') },
        expect: 400,
      });
      expectMessage(c, notPdf, 400, 'Only PDF files are allowed');
      expectMessage(
        c,
        await c.call('verifyCandidateAadhaarPdf', { form: { mobileNumber: me.mobile }, expect: 400 }),
        400,
        'Aadhaar file is required',
      );
      await c.call('verifyCandidateAadhaarPdf', {
        form: { mobileNumber: me.mobile, file: pdfFile('aadhaar.pdf') },
        expect: 200,
      });
      expectMessage(
        c,
        await c.call('verifyAadhaarCard', { form: { mobileNumber: me.mobile }, expect: 400 }),
        400,
        'Aadhaar file is required',
      );
      await c.call('verifyAadhaarCard', {
        form: { mobileNumber: me.mobile, aadhaarNumber: AADHAAR, file: pdfFile('aadhaar-card.pdf') },
        expect: 200,
      });
      if (c.settings.isMock) {
        const code = (await c.control<{ otp: string | null }>('GET', 'demo')).otp ?? '1234';
        await c.call('verifyCandidateAadhaarOtp', {
          query: { mobileNumber: me.mobile, aadhaarNumber: AADHAAR, aadhaarOTP: code, refId },
          json: { ...body, otp: code },
          expect: 200,
        });
      }
      const pan = { mobileNumber: me.mobile, panNumber: 'ABCPS1234K' };
      expectMessage(
        c,
        await c.call('verifyPan', { query: { mobileNumber: me.mobile }, json: pan, auth: perMobile, expect: 400 }),
        400,
        'PAN number is required',
      );
      expectMessage(
        c,
        await c.call('verifyPan', { query: { panNumber: 'ABCPS1234K' }, json: pan, auth: perMobile, expect: 400 }),
        400,
        'Mobile number is required',
      );
      await c.call('verifyPan', {
        query: { mobileNumber: me.mobile, panNumber: 'ABC12' },
        json: { ...pan, panNumber: 'ABC12' },
        auth: perMobile,
        expect: 400,
      });
      await c.call('verifyPan', {
        query: pan,
        json: { ...pan, name: 'Priya Sharma', aadhaarNumber: AADHAAR },
        auth: perMobile,
        expect: 200,
      });
      await c.call('updateKycStatus', {
        json: { mobileNumber: me.mobile, aadhaarVerified: true, panVerified: true },
        expect: 200,
      });
      const after = await c.call('fetchCandidateKYCDetails', { query: { mobileNumber: me.mobile }, expect: 200 });
      c.expect(
        at(after.body, 'data.aadhaarVerified') === true && at(after.body, 'data.panVerified') === true,
        'both checks are verified afterwards',
      );
    },
  },
];
