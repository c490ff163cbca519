import { useEffect, useEffectEvent } from 'react';
import type { Message } from '#machines';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { useToast } from '#web/ui/index.ts';
import { ApplyActor } from './apply-actor.ts';

export interface ApplyOutcomeOptions {
  onClose: () => void;
  onApplied?: () => void;
}

/**
 * Applied or closed: the parent is told (an application with the success toast), and takes the dialog away.
 * True once the flow has ended, when the dialog shows nothing more.
 */
/** 'Application submitted successfully for {{jobName}}!' with the job's title in the chosen language. */
function withTitle(message: Message, title: (text: string) => string): Message {
  const jobName = 'key' in message ? message.values?.jobName : undefined;
  return 'key' in message && typeof jobName === 'string'
    ? { ...message, values: { ...message.values, jobName: title(jobName) } }
    : message;
}

export function useApplyOutcome({ onClose, onApplied }: ApplyOutcomeOptions): boolean {
  const toast = useToast();
  const field = useJobFieldText();
  const output = ApplyActor.useSelector((s) => (s.status === 'done' ? s.output : null));
  const finish = useEffectEvent((result: NonNullable<typeof output>) => {
    if (result.status === 'applied') {
      toast.success(withTitle(result.message, field.title));
      onApplied?.();
    }
    onClose();
  });
  useEffect(() => {
    if (output) finish(output);
  }, [output]);
  return output !== null;
}
