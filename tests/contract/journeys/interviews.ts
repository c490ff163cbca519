import { USER_TOKEN_HEADER } from '#contract/ownership.ts';
import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import type { Journey } from '#conformance/runner/run.ts';
import { at, codeFor, listOf } from './support.ts';

type Interview = { interviewId?: number; id?: number; status?: string };
const idOf = (i: Interview) => i.interviewId ?? i.id;

export const interviewJourneys: Journey[] = [
  {
    name: 'client interviews and feedback',
    async run(c: JourneyContext) {
      const email = c.settings.clientEmail;
      if (!email) c.skip('needs a client e-mail (--client-email)');
      await c.call('generateOTP', {
        query: { mobileNumber: '', emailId: email, isClient: true },
        json: {},
        expect: 200,
      });
      const otp = await codeFor(c, { emailId: email }, c.settings.clientOtp);
      const session = await c.call('validateOTP', {
        query: { mobileNumber: '', OTP: otp, emailId: email, isClient: true },
        json: {},
        expect: 200,
      });
      const token = String(at(session.body, 'token'));
      // Strict ownership mode: the e-mail session is this client's own; an interview no one has is refused, not looked up.
      const strict = at(session.body, 'userTokenHeader') === USER_TOKEN_HEADER;
      if (strict) c.candidateTokens.noteClient(email, token);
      const unknownInterview = strict ? 403 : 404;
      const list = async (isComplete: boolean) =>
        listOf<Interview>(
          (
            await c.call('fetchClientInterviews', {
              query: { mobileNumber: '', emailId: email, isClient: true, isComplete },
              expect: 200,
            })
          ).body,
        );
      const pending = await list(false);
      const completed = await list(true);
      c.expect(pending.length > 0, 'the client has pending interviews');
      await c.call('fetchClientInterviews', { query: { emailId: email }, expect: 400 });
      const interview = pending[0]!;
      const feedback = await c.call('fetchInterviewFeedback', {
        query: { interviewId: idOf(interview)!, openingCandidateDetailsId: 0, interviewLevel: 0 },
        expect: 200,
      });
      await c.call('fetchInterviewFeedback', { query: { interviewId: 999_999_999 }, expect: unknownInterview });
      const skills = at<Array<{ skillId: number }>>(feedback.body, 'data.budgetCitySkills') ?? [];
      const ratings = skills.length === 0 ? { '0': 0 } : Object.fromEntries(skills.map((s) => [String(s.skillId), 4]));
      c.requireWrites();
      const decision = {
        interviewId: idOf(interview)!,
        candidateStatus: 'Selected',
        interviewFeedback: 'Clear communication and strong basics; recommended for the next round.',
      };
      await c.call('updateInterviewFeedback', { query: decision, json: ratings, auth: 'none', expect: 401 });
      await c.call('updateInterviewFeedback', { query: decision, json: ratings, auth: token, expect: 200 });
      await c.call('updateInterviewFeedback', { query: decision, json: ratings, auth: token, expect: 409 });
      await c.call('updateInterviewFeedback', {
        query: { ...decision, candidateStatus: 'Maybe' },
        json: ratings,
        auth: token,
        expect: 400,
      });
      await c.call('updateInterviewFeedback', {
        query: { ...decision, interviewId: 999_999_999 },
        json: ratings,
        auth: token,
        expect: unknownInterview,
      });
      const completedAfter = await list(true);
      c.expect(completedAfter.length === completed.length + 1, 'the decided interview moves to the completed list');
      c.expect((await list(false)).length === pending.length - 1, 'and leaves the pending list');
    },
  },
];
