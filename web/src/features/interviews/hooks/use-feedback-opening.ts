import { useState } from 'react';
import {
  applyInterviewDecision,
  interviewKey,
  type ClientInterview,
  type InterviewFeedbackOutput,
  type InterviewLists,
} from '#machines';
import { api } from '#web/api/index.ts';

/** The interview whose feedback is open, with the service token its submit sends (null when none was found). */
export interface OpenFeedback {
  interview: ClientInterview;
  token: string | null;
}

/**
 * Which interview's feedback is open: it opens once the stored service token is read, and when it ends with a
 * decision sent, `onUpdate` moves the interview in the lists as the decision says.
 */
export function useFeedbackOpening(
  onUpdate: (update: (lists: InterviewLists | undefined) => InterviewLists | undefined) => void,
) {
  const [open, setOpen] = useState<OpenFeedback | null>(null);

  const openFeedback = (interview: ClientInterview) => {
    void api.upstream.tokens.getToken().then(
      (token) => setOpen({ interview, token }),
      () => setOpen({ interview, token: null }),
    );
  };

  const onFeedbackDone = ({ submitted }: InterviewFeedbackOutput) => {
    const current = open;
    setOpen(null);
    if (!submitted || !current) return;
    onUpdate((lists) => (lists ? applyInterviewDecision(lists, interviewKey(current.interview), submitted) : lists));
  };

  return { open, openFeedback, onFeedbackDone };
}
