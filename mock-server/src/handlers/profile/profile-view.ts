import { orNull } from '../../domain/values.ts';
import type { CandidateRow } from '../../store/db.ts';

/** The candidate record as the profile calls answer it. */
export function profileView(candidate: CandidateRow) {
  const { currentLatitude: latitude, currentLongitude: longitude } = candidate;
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
    currentCity:
      latitude !== null && longitude !== null
        ? { latitude, longitude, cityName: orNull(candidate.currentCityName) }
        : null,
  };
}
