import en from '#web/locales/en/referCandidate.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The referral dialog's and card's texts: `useTranslation(referCandidateNs)`, in web/src/locales/<language>/referCandidate.json. */
export const referCandidateNs = registerEnglish('referCandidate', en);
