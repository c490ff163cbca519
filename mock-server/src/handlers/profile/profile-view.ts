import type { CandidateRow } from '../shared/candidates.ts';
import { orNull } from '../shared/profile-candidates.ts';

/** The candidate record as the profile calls answer it. */
export function profileView(candidate: CandidateRow) {
  const located = candidate.currentLatitude !== null && candidate.currentLongitude !== null;
  return {
    candidateId: candidate.id,
    fullName: orNull(candidate.fullName),
    firstName: orNull(candidate.firstName),
    middleName: candidate.middleName,
    lastName: orNull(candidate.lastName),
    email: orNull(candidate.email),
    mobile: candidate.mobile,
    filePath: orNull(candidate.filePath),
    resumeFileName: candidate.resumeFileName || 'Resume.pdf',
    cityName: orNull(candidate.cityName),
    pincode: candidate.pincode,
    expectedSalary: candidate.expectedSalary,
    currentCity: located
      ? { latitude: candidate.currentLatitude, longitude: candidate.currentLongitude, cityName: orNull(candidate.currentCityName) }
      : null,
  };
}
