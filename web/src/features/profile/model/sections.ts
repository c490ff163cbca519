/** The screen's sections, in menu order (label: the profile text's key); each id is also the URL hash that lands on it. */
export const PROFILE_SECTIONS = [
  { id: 'personal', label: 'section.personal' },
  { id: 'resume', label: 'section.resume' },
  { id: 'skills', label: 'section.skills' },
  { id: 'kyc', label: 'section.kyc' },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** The element id of a section's card, which the menu scrolls to and focuses. */
export const sectionElementId = (id: ProfileSectionId) => `profile-${id}`;

const isSection = (value: string): value is ProfileSectionId => PROFILE_SECTIONS.some((s) => s.id === value);

/** The section a navigation asks for: state scrollToSkills, state scrollTo 'kyc' (from earnings), or the URL hash. */
export function requestedSection(state: unknown, hash: string): ProfileSectionId | null {
  if (typeof state === 'object' && state !== null) {
    const s = state as Record<string, unknown>;
    if (s.scrollToSkills) return 'skills';
    if (typeof s.scrollTo === 'string' && isSection(s.scrollTo)) return s.scrollTo;
  }
  const fromHash = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  return isSection(fromHash) ? fromHash : null;
}
