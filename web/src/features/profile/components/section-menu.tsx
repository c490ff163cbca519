import { useTranslation } from 'react-i18next';
import { FileText, ShieldCheck, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { profileNs } from '../i18n.ts';
import { PROFILE_SECTIONS, type ProfileSectionId } from '../model/sections.ts';

const SECTION_ICONS: Record<ProfileSectionId, LucideIcon> = {
  personal: UserRound,
  resume: FileText,
  skills: Wrench,
  kyc: ShieldCheck,
};

export interface SectionMenuProps {
  active: ProfileSectionId;
  onSelect: (section: ProfileSectionId) => void;
  /** The items after the sections (Sign Out). */
  children?: ReactNode;
}

/** The sections' menu: one item per section, the active one marked. */
export function SectionMenu({ active, onSelect, children }: SectionMenuProps) {
  const { t } = useTranslation(profileNs);
  return (
    <nav className="profile__menu" aria-label={t('menu.label')}>
      <ul className="profile-nav">
        {PROFILE_SECTIONS.map((s) => {
          const Icon = SECTION_ICONS[s.id];
          return (
            <li key={s.id}>
              <button
                type="button"
                className="profile-nav__item"
                aria-current={active === s.id ? 'true' : undefined}
                onClick={() => onSelect(s.id)}
              >
                <Icon size={18} aria-hidden="true" />
                {t(s.label)}
              </button>
            </li>
          );
        })}
        {children}
      </ul>
    </nav>
  );
}
