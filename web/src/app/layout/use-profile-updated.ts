import { useEffect } from 'react';
import { profileInitials } from '#machines';
import { WINDOW_EVENTS } from '#web/shared/browser-keys.ts';
import { sessionStore } from '#web/shared/session.ts';

/** A profile update (event detail { fullName }) refreshes the name and initials shown in the header. */
export function useProfileUpdated(): void {
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const fullName = (event as CustomEvent<{ fullName?: unknown }>).detail?.fullName;
      const user = sessionStore.get().user;
      if (typeof fullName !== 'string' || fullName.trim() === '' || !user) return;
      const name = fullName.trim();
      sessionStore.update({ name, initials: profileInitials({ name, email: user.email, mobile: user.mobileNumber }) });
    };
    window.addEventListener(WINDOW_EVENTS.profileUpdated, onUpdate);
    return () => window.removeEventListener(WINDOW_EVENTS.profileUpdated, onUpdate);
  }, []);
}
