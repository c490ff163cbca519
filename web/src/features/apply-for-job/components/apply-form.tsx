import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Field } from '#web/ui/index.ts';
import { ApplyActor } from '../hooks/apply-actor.ts';
import { applyForJobNs } from '../i18n.ts';

export interface ApplyFormProps {
  /** The form's id, which the dialog's submit button names. */
  id: string;
  mobileNumber: string;
  busy: boolean;
  /** Called as the form is sent, before the machine is told. */
  onSubmit: () => void;
  /** What follows the fields (the resume, the error). */
  children: ReactNode;
}

/** The candidate's details: full name and e-mail (kept in the apply machine), the mobile number read-only. */
export function ApplyForm({ id, mobileNumber, busy, onSubmit, children }: ApplyFormProps) {
  const { t } = useTranslation(applyForJobNs);
  const actor = ApplyActor.useActorRef();
  const fullName = ApplyActor.useSelector((s) => s.context.fullName);
  const email = ApplyActor.useSelector((s) => s.context.email);
  return (
    <form
      id={id}
      className="apply__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        actor.send({ type: 'apply.submit' });
      }}
    >
      <Field
        label={t('fullName')}
        required
        autoComplete="name"
        value={fullName}
        disabled={busy}
        onChange={(e) => actor.send({ type: 'field.change', field: 'fullName', value: e.target.value })}
      />
      <Field label={t('mobile')} value={mobileNumber ? `+91 ${mobileNumber}` : ''} readOnly hint={t('mobileHint')} />
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        placeholder="name@example.com"
        value={email}
        disabled={busy}
        onChange={(e) => actor.send({ type: 'field.change', field: 'email', value: e.target.value })}
      />
      {children}
    </form>
  );
}
