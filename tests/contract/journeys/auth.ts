import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import type { Journey } from '#conformance/runner/run.ts';
import { at, codeFor, expectMessage, messageOf, signInCandidate } from './support.ts';

export const authJourneys: Journey[] = [
  {
    name: 'service token',
    async run(c: JourneyContext) {
      const token = await c.call('fetchProgrammaticUserToken', { auth: 'none', expect: 200 });
      c.expect(typeof at(token.body, 'token') === 'string', 'the token call answers a token');
      const mobile = c.settings.candidateMobile;
      if (!mobile) c.skip('needs a candidate mobile (--mobile)');
      const perMobile = await c.call('fetchUserTokenByMobile', { query: { mobileNumber: mobile }, expect: [200, 403] });
      // 403 is the strict ownership mode's refusal: a candidate's token comes only from their own sign-in.
      if (perMobile.status === 403) expectMessage(c, perMobile, 403, 'User tokens are issued only by OTP sign-in');
      else c.expect(typeof at(perMobile.body, 'token') === 'string', 'the per-mobile token call answers a token');
    },
  },
  {
    name: 'mobile OTP sign-in',
    async run(c: JourneyContext) {
      const mobile = c.settings.candidateMobile;
      if (!mobile) c.skip('needs a candidate mobile (--mobile)');
      const missing = await c.call('generateOTP', { query: { mobileNumber: '', emailId: '' }, json: {}, expect: 400 });
      c.expect(messageOf(missing).length > 0, 'a request without mobile or e-mail is refused with a message');
      if (c.settings.isMock) {
        await c.call('generateOTP', { query: { mobileNumber: mobile, isClient: false }, json: {}, expect: 200 });
        const code = await codeFor(c, { mobileNumber: mobile });
        const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
        const rejected = await c.call('validateOTP', {
          query: { mobileNumber: mobile, OTP: wrong, isClient: false },
          json: {},
          expect: 400,
        });
        expectMessage(c, rejected, 400, 'Invalid OTP');
      }
      const session = await signInCandidate(c, mobile);
      c.expect(session.candidateId > 0, 'sign-in answers the candidate id');
    },
  },
  {
    name: 'new candidate sign-in',
    async run(c: JourneyContext) {
      c.requireMock('signing in an unknown number');
      const session = await signInCandidate(c, '9000012345');
      const applications = await c.call('fetchCandidateApplications', {
        query: { mobileNumber: session.mobile },
        expect: 200,
      });
      c.expect(
        (at<unknown[]>(applications.body, 'data.applicationDetails') ?? []).length === 0,
        'a new candidate has no applications',
      );
    },
  },
  {
    name: 'client e-mail sign-in',
    async run(c: JourneyContext) {
      const email = c.settings.clientEmail;
      if (!email) c.skip('needs a client e-mail (--client-email)');
      await c.call('generateOTP', {
        query: { mobileNumber: '', emailId: email, isClient: true },
        json: {},
        expect: 200,
      });
      const otp = await codeFor(c, { emailId: email }, c.settings.clientOtp);
      const result = await c.call('validateOTP', {
        query: { mobileNumber: '', OTP: otp, emailId: email, isClient: true },
        json: {},
        expect: 200,
      });
      c.expect(typeof at(result.body, 'token') === 'string', 'the client sign-in answers a token');
    },
  },
  {
    name: 'link resolution',
    async run(c: JourneyContext) {
      const links = c.settings.isMock
        ? (await c.control<{ links?: Record<string, string> }>('GET', 'demo')).links
        : undefined;
      const unknown = await c.call('getActualUrl', { query: { url: 'no-such-link-000' } });
      c.expect(unknown.status === 404 || unknown.status === 200, `an unknown link answers 404 (got ${unknown.status})`);
      if (!links) c.skip('needs known short links (the mock lists them in GET /__mock/demo)');
      for (const [kind, code] of Object.entries(links)) {
        const resolved = await c.call('getActualUrl', { query: { url: code }, expect: 200 });
        c.expect(typeof resolved.body === 'string' && resolved.body.length > 0, `the ${kind} link resolves to a URL`);
      }
    },
  },
];
