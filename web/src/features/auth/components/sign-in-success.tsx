import { Check } from 'lucide-react';
import type { Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';

/** The machine's success texts ('OTP Validated Successfully!'), in the chosen language. */
export function SignInSuccess({ title, detail }: { title: Message; detail: Message }) {
  const messageText = useMessageText();
  return (
    <div className="sign-in-success" role="status">
      <span className="sign-in-success__icon" aria-hidden="true">
        <Check size={28} strokeWidth={3} />
      </span>
      <p className="sign-in-success__title">{messageText(title)}</p>
      <p className="sign-in-success__detail">{messageText(detail)}</p>
    </div>
  );
}
