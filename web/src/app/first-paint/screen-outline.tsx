import type { i18n as I18n } from 'i18next';
import { SearchBannerFrame, searchBannerTexts } from '#web/features/search/index.ts';
import { ClientSignedOutNote, InterviewsBanner } from '#web/features/interviews/screen.ts';
import { formattersFor } from '#web/i18n/format.ts';
import type { LanguageCode } from '#web/i18n/languages.ts';
import { HEADERLESS_PATHS, paths } from '#web/shared/paths.ts';
import { PageBanner } from '#web/ui/page-banner.tsx';
import { Logo } from '../layout/logo.tsx';
import { accountBanner, UNDER_CONSTRUCTION_TITLES } from '../routes/screen-banners.ts';

export interface ScreenOutlineProps {
  /** The screen's address, from the screen table. */
  path: string;
  /** An i18next instance holding every language's catalogues. */
  texts: I18n;
  language: LanguageCode;
}

const HOME_PATHS: readonly string[] = [paths.home.path, paths.applyForJob.path];

/**
 * What a screen shows before the app's code has run: the header's logo and the screen's title band, with the same
 * elements and classes the app renders there (RootLayout, AppHeader, the screens' banners), so that the app's first
 * render takes their place without moving them. The build writes it into each screen's document
 * (web/build/screen-outlines.ts); the app's first render replaces it.
 */
export function ScreenOutline({ path, texts, language }: ScreenOutlineProps) {
  const app = texts.getFixedT(language, 'app');
  const logo = (
    <a
      className={headerless(path) ? 'interviews-page__home' : 'app-header__logo'}
      href={paths.home.getHref()}
      aria-label={app('header.homeLink')}
    >
      <Logo />
    </a>
  );
  if (headerless(path)) {
    const interviews = texts.getFixedT(language, 'interviews');
    return (
      <main id="main" className="app-main" tabIndex={-1}>
        <div className="page interviews-page">
          <div className="interviews-page__top">
            <div className="interviews-page__logo">{logo}</div>
          </div>
          <InterviewsBanner title={interviews('title')} subtitle={interviews('subtitleSignedOut')} />
          <ClientSignedOutNote text={interviews('signedOut')} />
        </div>
      </main>
    );
  }
  return (
    <>
      <header className="app-header">
        <div className="app-header__inner">{logo}</div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <ScreenBand path={path} texts={texts} language={language} />
      </main>
    </>
  );
}

const headerless = (path: string) => (HEADERLESS_PATHS as readonly string[]).includes(path);

function ScreenBand({ path, texts, language }: ScreenOutlineProps) {
  const common = texts.getFixedT(language, 'common');
  if (HOME_PATHS.includes(path))
    return (
      <div className="home">
        <SearchBannerFrame
          {...searchBannerTexts(texts.getFixedT(language, 'search'), formattersFor(language).rupees)}
        />
      </div>
    );
  const account = accountBanner(path);
  if (account)
    return (
      <div className="page page-frame">
        <PageBanner title={common(account.titleKey)} subtitle={texts.getFixedT(language, 'app')(account.subtitleKey)} />
      </div>
    );
  const titleKey = UNDER_CONSTRUCTION_TITLES[path];
  return titleKey ? (
    <div className="page page-frame">
      <PageBanner title={common(titleKey)} />
    </div>
  ) : null;
}
