/** The keys of the messages the flows make in web/src/locales/<language>/referCandidate.json. */
export type ReferCandidateMessageKey =
  | 'referCandidate:card.fieldsRequired'
  | 'referCandidate:card.mobileInvalid'
  | 'referCandidate:card.failed'
  | 'referCandidate:modal.invalidMobileFor'
  | 'referCandidate:modal.noValidRows'
  | 'referCandidate:modal.jobIdEmpty'
  | 'referCandidate:submit.noneAdded'
  | 'referCandidate:submit.failed'
  | 'referCandidate:submit.error';
