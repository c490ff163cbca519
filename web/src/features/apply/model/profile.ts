import type { ApplyProfile } from '#machines';

/** A profile counts as having a resume when the upstream stored a file path for it. */
export function hasResume(profile: ApplyProfile | null | undefined): boolean {
  return Boolean(profile?.filePath);
}
