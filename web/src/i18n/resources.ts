import type { ParseKeys } from 'i18next';
import type app from '#web/locales/en/app.json';
import type appUpdate from '#web/locales/en/appUpdate.json';
import type applications from '#web/locales/en/applications.json';
import type applyForJob from '#web/locales/en/applyForJob.json';
import type auth from '#web/locales/en/auth.json';
import type cityNames from '#web/locales/en/cityNames.json';
import type common from '#web/locales/en/common.json';
import type earnings from '#web/locales/en/earnings.json';
import type interviews from '#web/locales/en/interviews.json';
import type jobExperience from '#web/locales/en/jobExperience.json';
import type jobTerms from '#web/locales/en/jobTerms.json';
import type jobTitles from '#web/locales/en/jobTitles.json';
import type jobs from '#web/locales/en/jobs.json';
import type cachedJobs from '#web/locales/en/cachedJobs.json';
import type language from '#web/locales/en/language.json';
import type links from '#web/locales/en/links.json';
import type location from '#web/locales/en/location.json';
import type notifications from '#web/locales/en/notifications.json';
import type offline from '#web/locales/en/offline.json';
import type profile from '#web/locales/en/profile.json';
import type referCandidate from '#web/locales/en/referCandidate.json';
import type referrals from '#web/locales/en/referrals.json';
import type rules from '#web/locales/en/rules.json';
import type search from '#web/locales/en/search.json';
import type skillNames from '#web/locales/en/skillNames.json';
import type server from '#web/locales/en/server.json';
import type ui from '#web/locales/en/ui.json';

/**
 * Every namespace's texts as English has them (web/src/locales/en/<namespace>.json): the keys `t` accepts. A key
 * missing here does not compile, in any namespace.
 */
export interface Resources {
  app: typeof app;
  appUpdate: typeof appUpdate;
  applications: typeof applications;
  applyForJob: typeof applyForJob;
  auth: typeof auth;
  cityNames: typeof cityNames;
  common: typeof common;
  earnings: typeof earnings;
  interviews: typeof interviews;
  jobExperience: typeof jobExperience;
  jobTerms: typeof jobTerms;
  jobTitles: typeof jobTitles;
  jobs: typeof jobs;
  cachedJobs: typeof cachedJobs;
  language: typeof language;
  links: typeof links;
  location: typeof location;
  notifications: typeof notifications;
  offline: typeof offline;
  profile: typeof profile;
  referCandidate: typeof referCandidate;
  referrals: typeof referrals;
  rules: typeof rules;
  search: typeof search;
  skillNames: typeof skillNames;
  server: typeof server;
  ui: typeof ui;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    keySeparator: false;
    nsSeparator: false;
  }
}

/** A key of one namespace as `t` takes it (a plural's keys without their `_one`/`_other`). */
export type TextKey<N extends keyof Resources> = ParseKeys<N>;
