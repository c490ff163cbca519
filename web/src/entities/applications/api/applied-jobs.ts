import { useQuery } from '@tanstack/react-query';
import { appliedJobsOf, type AppliedJobs } from '../model/applied-jobs.ts';
import { candidateApplicationsQueryOptions, type CandidateApplications } from './fetch-candidate-applications.ts';

const selectApplied = (answer: CandidateApplications): AppliedJobs => appliedJobsOf(answer.applications);

/**
 * The jobs the candidate applied for, read from the same list query My Applications shows (one cache entry, one
 * invalidation after applying); undefined until it answers, and for visitors.
 */
export function useAppliedJobs(mobileNumber: string): AppliedJobs | undefined {
  return useQuery({
    ...candidateApplicationsQueryOptions(mobileNumber),
    enabled: mobileNumber !== '',
    select: selectApplied,
  }).data;
}
