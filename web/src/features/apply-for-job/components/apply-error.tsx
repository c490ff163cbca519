import { useTranslation } from 'react-i18next';
import { useMessageText } from '#web/i18n/index.ts';
import { ApplyActor } from '../hooks/apply-actor.ts';
import type { ViewResumeError } from '../hooks/use-view-resume.ts';
import { applyForJobNs } from '../i18n.ts';

/** The form's one error: the apply flow's, else why the resume could not be viewed. */
export function ApplyError({ viewError }: { viewError: ViewResumeError | null }) {
  const { t } = useTranslation(applyForJobNs);
  const messageText = useMessageText();
  const machineError = ApplyActor.useSelector((s) => s.context.error);
  const error =
    machineError !== null
      ? messageText(machineError)
      : viewError === null
        ? null
        : 'message' in viewError
          ? messageText(viewError.message)
          : t('resume.viewFailed', { status: viewError.status, detail: messageText(viewError.detail) });
  return error ? (
    <p className="apply__error" role="alert">
      {error}
    </p>
  ) : null;
}
