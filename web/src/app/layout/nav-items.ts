import type { TextKey } from '#web/i18n/index.ts';
import { paths } from '#web/shared/paths.ts';

/** The header's account links; visitors get the sign-in dialog instead. */
export const NAV_ITEMS: ReadonlyArray<{ to: string; labelKey: TextKey<'common'> }> = [
  { to: paths.applications.getHref(), labelKey: 'nav.myApplications' },
  { to: paths.referrals.getHref(), labelKey: 'nav.myReferrals' },
  { to: paths.savedJobs.getHref(), labelKey: 'nav.savedJobs' },
  { to: paths.earnings.getHref(), labelKey: 'nav.myEarnings' },
];
