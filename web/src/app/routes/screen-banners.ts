import type { TextKey } from '#web/i18n/index.ts';
import { paths } from '#web/shared/paths.ts';

/** A candidate's own screen's title (common) and what the screen is for (app). */
export interface AccountBanner {
  titleKey: TextKey<'common'>;
  subtitleKey: TextKey<'app'>;
}

/** The title band of each of a candidate's own screens. */
export const ACCOUNT_BANNERS = {
  [paths.applications.path]: { titleKey: 'nav.myApplications', subtitleKey: 'account.applicationsSubtitle' },
  [paths.referrals.path]: { titleKey: 'nav.myReferrals', subtitleKey: 'account.referralsSubtitle' },
  [paths.savedJobs.path]: { titleKey: 'nav.savedJobs', subtitleKey: 'account.savedJobsSubtitle' },
  [paths.earnings.path]: { titleKey: 'nav.myEarnings', subtitleKey: 'account.earningsSubtitle' },
  [paths.profile.path]: { titleKey: 'nav.myProfile', subtitleKey: 'account.profileSubtitle' },
} as const satisfies Record<string, AccountBanner>;

/** The title band of the candidate's own screen at `path`, if it is one. */
export const accountBanner = (path: string): AccountBanner | undefined =>
  (ACCOUNT_BANNERS as Readonly<Record<string, AccountBanner>>)[path];

/** The titles (common) of About Us, Contact Us and Privacy Policy. */
export const UNDER_CONSTRUCTION_TITLES: Readonly<Record<string, TextKey<'common'>>> = {
  [paths.about.path]: 'footer.aboutUs',
  [paths.contact.path]: 'footer.contactUs',
  [paths.privacy.path]: 'footer.privacyPolicy',
};
