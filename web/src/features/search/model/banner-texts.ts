import type { TFunction } from 'i18next';

/** The referral reward the subtitle names, in rupees. */
const REFERRAL_REWARD = 500;

/**
 * The search banner's title and subtitle in the language of `t`: shown by the banner, and by the home screen's
 * outline in its document (web/src/app/first-paint).
 */
export function searchBannerTexts(t: TFunction<'search'>, rupees: (value: number) => string) {
  return { title: t('title'), subtitle: t('subtitle', { amount: rupees(REFERRAL_REWARD) }) };
}
