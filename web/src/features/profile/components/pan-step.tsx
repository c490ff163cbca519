import { useTranslation } from 'react-i18next';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { Button, Field } from '#web/ui/index.ts';
import { KycActor } from '../hooks/kyc-actor.ts';
import { profileNs } from '../i18n.ts';

/** KYC's second step, PAN: waits for Aadhaar, then checks the number. */
export function PanStep() {
  const { t } = useTranslation(profileNs);
  const online = useOnline();
  const actor = KycActor.useActorRef();
  const pan = KycActor.useSelector((s) => s.context.pan);
  const busy = KycActor.useSelector((s) => s.hasTag('busy'));
  const aadhaarVerified = KycActor.useSelector((s) => s.context.status.aadhaarVerified);
  return (
    <div className={`kyc-step ${aadhaarVerified ? '' : 'kyc-step--waiting'}`}>
      <h3 className="kyc-step__title">{t('kyc.panStep')}</h3>
      {online ? null : <OfflineNote id="kyc-pan-offline" />}
      <form
        className="kyc-pan"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'pan.submit' });
        }}
      >
        <Field
          label={t('kyc.panNumber')}
          value={pan}
          placeholder="ABCDE1234F"
          autoCapitalize="characters"
          maxLength={10}
          disabled={busy}
          hint={t(aadhaarVerified ? 'kyc.panHint' : 'kyc.panWaiting')}
          onChange={(e) => actor.send({ type: 'pan.input', value: e.target.value })}
        />
        <Button
          type="submit"
          variant={aadhaarVerified ? 'primary' : 'secondary'}
          busy={busy && aadhaarVerified}
          disabled={!online}
          aria-describedby={online ? undefined : 'kyc-pan-offline'}
        >
          {t('kyc.verifyPan')}
        </Button>
      </form>
    </div>
  );
}
