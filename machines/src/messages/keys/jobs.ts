/** The keys of the messages the flows make in web/src/locales/<language>/jobs.json. */
export type JobsMessageKey =
  | 'jobs:list.loadFailed'
  | 'jobs:list.expandFailed'
  | 'jobs:list.fetchFailed'
  | 'jobs:list.pointRequired'
  | 'jobs:end.noMoreWithin'
  | 'jobs:end.maxDistance'
  | 'jobs:end.noMore'
  | 'jobs:mobile.required'
  | 'jobs:mobile.uaeInvalid';
