import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Card } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';
import { PROFILE_SECTIONS, sectionElementId, type ProfileSectionId } from '../model/sections.ts';

export interface ProfileSectionProps {
  id: ProfileSectionId;
  /** The menu's active section: this card is highlighted when it is the one. */
  active: ProfileSectionId;
  children: ReactNode;
}

/** One section's card: a named region the menu scrolls to and focuses. */
export function ProfileSection({ id, active, children }: ProfileSectionProps) {
  const { t } = useTranslation(profileNs);
  const label = PROFILE_SECTIONS.find((s) => s.id === id)!.label;
  return (
    <Card
      id={sectionElementId(id)}
      tabIndex={-1}
      className={`profile-card ${active === id ? 'profile-card--active' : ''}`}
      aria-label={t(label)}
    >
      {children}
    </Card>
  );
}
