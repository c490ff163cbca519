/** The keys of the messages the flows make in web/src/locales/<language>/refer.json. */
export type ReferMessageKey =
  | 'refer:card.fieldsRequired'
  | 'refer:card.mobileInvalid'
  | 'refer:card.failed'
  | 'refer:modal.invalidMobileFor'
  | 'refer:modal.noValidRows'
  | 'refer:modal.jobIdEmpty'
  | 'refer:submit.noneAdded'
  | 'refer:submit.failed'
  | 'refer:submit.error';
