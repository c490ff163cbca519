import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  FULL_NAME_INVALID,
  cleanFullName,
  isValidEmail,
  isValidExpectedSalary,
  isValidFullName,
  message,
  sanitizeExpectedSalary,
  sanitizePinCode,
  sentFullName,
  validatePinCode,
  type Message,
  type ProfileForm,
} from '#machines';
import type { Candidate } from '#web/entities/candidate/index.ts';
import { useLatinName } from '#web/i18n/use-latin-name.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { Button, Field } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { NameField } from '#web/ui/name-field.tsx';
import { profileNs } from '../i18n.ts';

const EMAIL_EXAMPLE = 'name@example.com';
const EMAIL_INVALID = message('profile:edit.emailInvalid', { example: EMAIL_EXAMPLE });
const SALARY_TOO_LONG = message('profile:edit.salaryTooLong');

type Errors = Partial<Record<keyof ProfileForm, Message>>;

export interface EditProfileDialogProps {
  profile: Candidate;
  /** The name on the verified Aadhaar; the name is locked while it equals this. */
  nameOnAadhaar: string | undefined;
  saving: boolean;
  /** Why the last save failed, in the chosen language. */
  error: string | null;
  onSave: (form: ProfileForm) => void;
  onClose: () => void;
}

const sameName = (a: string, b: string | undefined) =>
  b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';

/** The form's problems, as messages its fields show in the chosen language. */
function validate(form: ProfileForm, nameLocked: boolean, latinName: string | null): Errors {
  const errors: Errors = {};
  if (!nameLocked && !isValidFullName(form.fullName, latinName)) errors.fullName = FULL_NAME_INVALID;
  if (form.email.trim() !== '' && !isValidEmail(form.email)) errors.email = EMAIL_INVALID;
  const pin = validatePinCode(form.pincode);
  if (pin) errors.pincode = pin;
  if (!isValidExpectedSalary(form.expectedSalary)) errors.expectedSalary = SALARY_TOO_LONG;
  return errors;
}

/** Edit Profile: name (locked when it equals the name on Aadhaar), e-mail, PIN code and expected salary. */
export function EditProfileDialog({ profile, nameOnAadhaar, saving, error, onSave, onClose }: EditProfileDialogProps) {
  const { t } = useTranslation(profileNs);
  const online = useOnline();
  const nameLocked = sameName(profile.fullName, nameOnAadhaar);
  const [form, setForm] = useState<ProfileForm>({
    fullName: profile.fullName,
    email: profile.email,
    pincode: profile.pincode,
    expectedSalary: profile.monthlySalary === undefined ? '' : String(profile.monthlySalary),
  });
  const [errors, setErrors] = useState<Errors>({});
  const latinName = useLatinName(form.fullName);
  const set = (key: keyof ProfileForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form, nameLocked, latinName);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSave({ ...form, fullName: nameLocked ? form.fullName.trim() : sentFullName(form.fullName, latinName) });
  };
  return (
    <Dialog
      open
      title={t('personal.edit')}
      onClose={onClose}
      dismissible={!saving}
      footer={
        <>
          {online ? null : <OfflineNote id="edit-profile-offline" />}
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form="edit-profile-form"
            busy={saving}
            disabled={!online}
            aria-describedby={online ? undefined : 'edit-profile-offline'}
          >
            {t(saving ? 'saving' : 'edit.saveChanges')}
          </Button>
        </>
      }
    >
      <form id="edit-profile-form" className="edit-profile" onSubmit={submit} noValidate>
        {nameLocked ? (
          <Field
            label={t('personal.fullName')}
            value={form.fullName}
            readOnly
            autoComplete="name"
            hint={
              <span className="edit-profile__locked">
                <Lock size={12} aria-hidden="true" />
                {t('edit.nameLocked')}
              </span>
            }
          />
        ) : (
          <NameField
            label={t('personal.fullName')}
            required
            value={form.fullName}
            latin={latinName}
            autoComplete="name"
            maxLength={50}
            error={errors.fullName}
            onNameChange={(typed) => set('fullName', cleanFullName(typed))}
          />
        )}
        <Field
          label={t('personal.email')}
          type="email"
          value={form.email}
          autoComplete="email"
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <Field
          label={t('edit.pinCode')}
          required
          inputMode="numeric"
          value={form.pincode}
          autoComplete="postal-code"
          error={errors.pincode}
          onChange={(e) => set('pincode', sanitizePinCode(e.target.value))}
        />
        <Field
          label={t('edit.expectedSalary')}
          inputMode="numeric"
          value={form.expectedSalary}
          prefix="₹"
          error={errors.expectedSalary}
          onChange={(e) => set('expectedSalary', sanitizeExpectedSalary(e.target.value))}
        />
        {error ? (
          <p className="profile-alert profile-alert--error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
