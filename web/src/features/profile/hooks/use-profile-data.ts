import { useQuery } from '@tanstack/react-query';
import type { KycStatus } from '#machines';
import {
  candidateRecordQueryOptions,
  kycDetailsQueryOptions,
  skillsWithCatalogueQueryOptions,
} from '#web/entities/candidate/index.ts';
import { useSession } from '#web/shared/session.ts';

const UNVERIFIED: KycStatus = { aadhaarVerified: false, panVerified: false };

/**
 * What My Profile loads for the signed-in candidate: the record (its own view), the KYC state and the skills with
 * the catalogue, all three asked for at once. Each has one reader here; the sections are given what they show.
 */
export function useProfileData() {
  const { user } = useSession();
  const mobile = user?.mobileNumber ?? '';
  const enabled = mobile !== '';
  const record = useQuery({ ...candidateRecordQueryOptions(mobile), enabled });
  const kyc = useQuery({ ...kycDetailsQueryOptions(mobile), enabled });
  const skills = useQuery({ ...skillsWithCatalogueQueryOptions(mobile), enabled });
  const loadingFirst = enabled && record.isPending;
  const kycLoading = enabled && kyc.isPending;
  const skillsLoading = enabled && skills.isPending;
  return {
    user,
    mobile,
    record,
    kyc,
    skills,
    kycStatus: kyc.data ?? UNVERIFIED,
    /** The record has not answered yet: the screen shows Loading... alone. */
    loadingFirst,
    kycLoading,
    skillsLoading,
    /** Every section has its height (loaded or failed): a section asked for on arrival can be scrolled to. */
    settled: !loadingFirst && !kycLoading && !skillsLoading,
  };
}

export type ProfileData = ReturnType<typeof useProfileData>;
