/**
 * The interview row the feedback dialog opens on, as the interview list holds it (fetchClientInterviews
 * may name the id `id`, and a link carries it as text).
 */
export interface Interview {
  interviewId: string | number;
  status?: string;
  feedback?: string | null;
  candidateName?: string;
  designation?: string;
}
