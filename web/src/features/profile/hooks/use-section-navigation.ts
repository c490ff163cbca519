import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { requestedSection, sectionElementId, type ProfileSectionId } from '../model/sections.ts';

/**
 * My Profile's menu: the active section and whether the KYC panel is open. A navigation asks for a section (state
 * scrollToSkills, scrollTo 'kyc' or the hash); a new navigation (another hash, state from another screen) asks
 * again, and the screen lands on it once `settled` (the sections above it have their height).
 */
export function useSectionNavigation(settled: boolean) {
  const location = useLocation();
  const arrival = requestedSection(location.state, location.hash);
  const [chosen, setChosen] = useState<{ key: string; section: ProfileSectionId } | null>(null);
  const [kycToggle, setKycToggle] = useState<{ key: string; open: boolean } | null>(null);
  const active = chosen?.key === location.key ? chosen.section : (arrival ?? 'personal');
  const kycExpanded = kycToggle?.key === location.key ? kycToggle.open : arrival === 'kyc';
  const setKycExpanded = (open: boolean) => setKycToggle({ key: location.key, open });

  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || !arrival || landed.current === location.key) return;
    landed.current = location.key;
    document.getElementById(sectionElementId(arrival))?.scrollIntoView?.({ block: 'start' });
  }, [settled, arrival, location.key]);

  /** The menu's choice: that section becomes active (KYC opens its panel), scrolled to and focused. */
  const goTo = (id: ProfileSectionId) => {
    setChosen({ key: location.key, section: id });
    if (id === 'kyc') setKycExpanded(true);
    const target = document.getElementById(sectionElementId(id));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };

  return { active, kycExpanded, goTo, toggleKyc: () => setKycExpanded(!kycExpanded) };
}
