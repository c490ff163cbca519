import { useEffect, useEffectEvent } from 'react';
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
export function useApplyOutcome({ onClose, onApplied }: ApplyOutcomeOptions): boolean {
  const toast = useToast();
  const output = ApplyActor.useSelector((s) => (s.status === 'done' ? s.output : null));
  const finish = useEffectEvent((result: NonNullable<typeof output>) => {
    if (result.status === 'applied') {
      toast.success(result.message);
      onApplied?.();
    }
    onClose();
  });
  useEffect(() => {
    if (output) finish(output);
  }, [output]);
  return output !== null;
}
