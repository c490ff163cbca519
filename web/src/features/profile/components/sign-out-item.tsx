import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { profileNs } from '../i18n.ts';

/** The menu's Sign Out: asks first, then signs out as the header does. */
export function SignOutItem({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation(profileNs);
  const [asking, setAsking] = useState(false);
  return (
    <li className="profile-nav__sign-out">
      <button type="button" className="profile-nav__item profile-nav__item--danger" onClick={() => setAsking(true)}>
        <LogOut size={18} aria-hidden="true" />
        {t('signOut.action')}
      </button>
      <Dialog
        open={asking}
        title={t('signOut.action')}
        size="sm"
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              {t('signOut.action')}
            </Button>
          </>
        }
      >
        <p>{t('signOut.question')}</p>
      </Dialog>
    </li>
  );
}
