import { USER_TOKEN_HEADER } from '#contract/ownership.ts';
import { badRequest, error, json, text } from '../core/responses.ts';
import { findCandidateByMobile, findOrCreateCandidate } from '../domain/candidates.ts';
import { validIndianMobile } from '../domain/mobile.ts';
import { otpSubject } from '../domain/otp-subject.ts';
import type { HandlerTable } from '../pipeline/handler.ts';
import { clientName, lockedAnswer, otpRefusal, tooManyCodesAnswer } from './auth/otp-answers.ts';

const OTP_EXPIRED = 'OTP has expired. Please request a new OTP';
const OTP_NOT_REQUESTED = 'No OTP was requested for this number';
const USER_TOKENS_BY_SIGN_IN_ONLY = 'User tokens are issued only by OTP sign-in';

export const authHandlers = {
  generateOTP(request, world) {
    const subject = otpSubject(request.query);
    if (subject.kind === 'invalid') return badRequest(subject.message);
    if (world.otp.isLocked(subject.key)) return lockedAnswer(world, subject.key);
    const issue = world.otp.issue(subject.key);
    if (!issue.issued) return tooManyCodesAnswer(issue.retryAfterMs);
    return json({ status: true, success: true, message: 'OTP sent successfully' });
  },

  validateOTP(request, world) {
    const subject = otpSubject(request.query);
    if (subject.kind === 'invalid') return otpRefusal(400, subject.message);
    const check = world.otp.verify(subject.key, request.query.OTP);
    if (check === 'locked') return lockedAnswer(world, subject.key);
    if (check === 'wrong') return otpRefusal(400, 'Invalid OTP');
    if (check === 'expired') return otpRefusal(400, OTP_EXPIRED);
    if (check === 'not-requested') return otpRefusal(400, OTP_NOT_REQUESTED);
    const strict = world.options.auth === 'strict';
    // Strict ownership mode says where the token must travel; the open mode's answers stay as they were.
    const userTokenHeader = strict ? ({ userTokenHeader: USER_TOKEN_HEADER } as const) : {};
    if (subject.kind === 'email') {
      return json({
        status: true,
        message: 'OTP validated successfully',
        // The e-mail session: in strict mode bound to this client (its interviews only), else a service token as before.
        token: strict ? world.tokens.issueForClient(subject.email) : world.tokens.issue(),
        name: clientName(subject.email),
        email: subject.email,
        ...userTokenHeader,
      });
    }
    const candidate = findOrCreateCandidate(world, subject.national);
    return json({
      status: true,
      message: 'OTP validated successfully',
      token: world.tokens.issue(subject.national),
      name: candidate.fullName || null,
      email: candidate.email || null,
      id: candidate.id,
      ...userTokenHeader,
    });
  },

  fetchProgrammaticUserToken(_request, world) {
    return json({ token: world.tokens.issue() });
  },

  fetchUserTokenByMobile(request, world) {
    // It would hand anyone a token for any number: in strict mode a candidate's token comes only from their sign-in.
    if (world.options.auth === 'strict') return error(403, USER_TOKENS_BY_SIGN_IN_ONLY);
    const national = validIndianMobile(request.query.mobileNumber);
    const candidate = national ? findCandidateByMobile(world, national) : null;
    if (!national || !candidate) return error(401, 'Authentication failed');
    return json({ token: world.tokens.issue(national) });
  },

  getActualUrl(request, world) {
    const segments = request.query.url.split('?')[0]!.split('/').filter(Boolean);
    const code = segments[segments.length - 1] ?? '';
    const link = world.db.shortLink.findFirst({ where: { code: { equals: code } } });
    return link ? text(link.url) : text('URL not found', 404);
  },
} satisfies Partial<HandlerTable>;
