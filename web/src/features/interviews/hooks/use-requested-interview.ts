import { useEffect, useEffectEvent, useRef } from 'react';
import type { ClientInterview, InterviewLists } from '#machines';
import { findRequested, type InterviewTab } from '../model/requested-interview.ts';

/** A link naming an interview opens its feedback once, on the tab it sits in, as soon as the lists are in. */
export function useRequestedInterview(
  lists: InterviewLists | undefined,
  requestedId: number | null,
  open: (interview: ClientInterview, tab: InterviewTab) => void,
): void {
  const handled = useRef(false);
  const openRequested = useEffectEvent((loaded: InterviewLists, id: number) => {
    handled.current = true;
    const requested = findRequested(loaded, id);
    if (requested) open(requested.interview, requested.tab);
  });
  useEffect(() => {
    if (lists && requestedId !== null && !handled.current) openRequested(lists, requestedId);
  }, [lists, requestedId]);
}
