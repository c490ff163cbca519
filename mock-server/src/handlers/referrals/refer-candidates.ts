import type { components } from '#contract/schema.d.ts';
import { badRequest, INVALID_MOBILE_FOR_TEXT, json, mobileRequired } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import { findCandidateByMobile, findOrCreateCandidate } from '../../domain/candidates.ts';
import { upstreamDateTime } from '../../domain/dates.ts';
import { validIndianMobile } from '../../domain/mobile.ts';
import { DIRECT_REFERRAL } from '../../domain/referrals.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { fillMessage } from '../../core/message-template.ts';

const REFERRALS_ADDED = 'Referrals added successfully';
const NONE_ADDED = 'No new candidates were added';

type Referred = components['schemas']['ReferralCandidate'];

function alreadyKnown(world: MockWorld, referrerId: number, national: string): boolean {
  const referredBefore = world.db.referral.findFirst({
    where: { referrerCandidateId: { equals: referrerId }, mobile: { equals: national } },
  });
  return referredBefore !== null || findCandidateByMobile(world, national) !== null;
}

export const referCandidates: Handler<'referCandidates'> = (request, world) => {
  const referrerMobile = validIndianMobile(request.query.mobileNumber);
  if (!referrerMobile) return mobileRequired();
  const { positionId } = request.query;
  const job = positionId === 0 ? undefined : world.jobs.get(positionId);
  if (positionId !== 0 && !job) return badRequest('Job not found');
  const list = request.body;
  if (list.length === 0) return badRequest('At least one candidate is required');
  const people: Referred[] = [];
  for (const entry of list) {
    const name = entry.candidateName.trim().replace(/\s+/g, ' ');
    const national = validIndianMobile(entry.mobileNumber);
    if (!national) return badRequest(fillMessage(INVALID_MOBILE_FOR_TEXT, { name }));
    people.push({ mobileNumber: national, candidateName: name });
  }
  const referrer = findOrCreateCandidate(world, referrerMobile);
  const newCandidates: Referred[] = [];
  const existingCandidates: Referred[] = [];
  const seen = new Set<string>();
  for (const person of people) {
    if (seen.has(person.mobileNumber) || alreadyKnown(world, referrer.id, person.mobileNumber)) {
      existingCandidates.push(person);
      continue;
    }
    seen.add(person.mobileNumber);
    world.db.referral.create({
      id: world.nextId('referral'),
      referrerCandidateId: referrer.id,
      name: person.candidateName,
      mobile: person.mobileNumber,
      email: '',
      status: 'Pending',
      referredDate: upstreamDateTime(world.clock.now()),
      appliedCount: 0,
      jobId: job?.id ?? 0,
      jobTitle: job?.jobName ?? DIRECT_REFERRAL,
      reward: 0,
    });
    newCandidates.push(person);
  }
  const outcome = newCandidates.length > 0 ? REFERRALS_ADDED : NONE_ADDED;
  return json({ response: outcome, message: outcome, newCandidates, existingCandidates });
};
