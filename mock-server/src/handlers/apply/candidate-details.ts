import { badRequest, json, mobileRequired } from '../../core/responses.ts';
import { findOrCreateCandidate } from '../../domain/candidates.ts';
import { validIndianMobile } from '../../domain/mobile.ts';
import { splitFullName } from '../../domain/names.ts';
import type { Handler } from '../../pipeline/handler.ts';

const experienceText = (value: string | number): string =>
  typeof value === 'number' ? `${value} ${value === 1 ? 'year' : 'years'}` : value.trim();

function salary(value: number | string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  return value === '' ? null : Number(value);
}

export const saveCandidateDetails: Handler<'saveCandidateDetails'> = (request, world) => {
  const national = validIndianMobile(request.query.mobileNumber);
  if (!national) return mobileRequired();
  const input = request.body;
  if (input.fullName.trim() === '') return badRequest('Full name is required');
  const candidate = findOrCreateCandidate(world, national);
  const expectedSalary = salary(input.expectedSalary);
  const city = input.currentLocation?.trim();
  world.db.candidate.update({
    where: { id: { equals: candidate.id } },
    data: {
      ...splitFullName(input.fullName),
      ...(input.email ? { email: input.email.trim() } : {}),
      ...(input.experience !== undefined ? { experience: experienceText(input.experience) } : {}),
      ...(input.noticePeriod !== undefined ? { noticePeriod: input.noticePeriod.trim() } : {}),
      ...(expectedSalary !== undefined ? { expectedSalary } : {}),
      ...(city ? { cityName: city } : {}),
    },
  });
  return json({ success: true, message: 'Candidate details saved successfully', candidateId: candidate.id });
};
