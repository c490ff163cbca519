import { useMessageText } from '#web/i18n/index.ts';
import { FeedbackActor } from '../hooks/feedback-actor.ts';

/** The machine's message (a load or submit error, the upstream's success text), in a region that announces it. */
export function FeedbackMessage() {
  const messageText = useMessageText();
  const message = FeedbackActor.useSelector((s) => s.context.message);
  return (
    <div className="feedback-dialog__message-area" aria-live="polite">
      {message ? (
        <p
          className={`feedback-dialog__message feedback-dialog__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {messageText(message.text)}
        </p>
      ) : null}
    </div>
  );
}
