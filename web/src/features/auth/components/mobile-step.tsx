import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type FormEvent } from 'react';
import { SIGN_IN_MOBILE_MAX_DIGITS, type Message } from '#machines';
import { Button, Field } from '#web/ui/index.ts';
import { authNs } from '../i18n.ts';

export interface MobileStepProps {
  mobile: string;
  error: Message | null;
  sending: boolean;
  onInput(value: string): void;
  onSubmit(): void;
}

export function MobileStep({ mobile, error, sending, onInput, onSubmit }: MobileStepProps) {
  const { t } = useTranslation(authNs);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} className="sign-in-step" onSubmit={submit} noValidate>
      <p className="sign-in-step__intro">{t('mobile.intro')}</p>
      <Field
        label={t('mobile.label')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('mobile.placeholder')}
        maxLength={SIGN_IN_MOBILE_MAX_DIGITS}
        value={mobile}
        error={error}
        disabled={sending}
        onChange={(event) => onInput(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" block size="lg" busy={sending}>
        {sending ? t('mobile.sending') : t('mobile.send')}
      </Button>
    </form>
  );
}
