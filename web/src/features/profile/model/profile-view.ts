import { readProfileRecord, type ProfileRecord } from '#machines';
import type { CandidateRecord } from '#web/entities/candidate/index.ts';

/** My Profile's view of the shared record (`select`): every field it shows, with its default ('Resume.pdf', …). */
export const selectProfileRecord = (record: CandidateRecord | null): ProfileRecord | null =>
  record === null ? null : readProfileRecord(record.raw);
