import { describe, expect, it } from 'vitest';
import enApp from '#web/locales/en/app.json';
import enCommon from '#web/locales/en/common.json';
import enInterviews from '#web/locales/en/interviews.json';
import hiApp from '#web/locales/hi/app.json';
import hiCommon from '#web/locales/hi/common.json';
import taSearch from '#web/locales/ta/search.json';
import { LANGUAGES } from '#web/i18n/languages.ts';
import { SCREEN_TABLE } from '../screen-table.ts';
import { CLIENT_SIGNED_IN } from './outline-markers.ts';
import { renderOutlines } from './render-outlines.tsx';

const outlines = await renderOutlines();

/** The outline's markup as a page, to read it by role. */
function outlinePage(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('the screens’ outlines', () => {
  it('exist for every address of the screen table, in each of the nine languages', () => {
    for (const { path } of SCREEN_TABLE) {
      expect(Object.keys(outlines[path]?.markup ?? {}).sort(), path).toEqual(LANGUAGES.map(({ code }) => code).sort());
    }
  });

  it("show an account screen's header logo, title and what it is for, in the language's own words", () => {
    const english = outlinePage(outlines['/applications']!.markup.en);
    expect(english.querySelector('header.app-header a[href="/"]')?.getAttribute('aria-label')).toBe(
      enApp['header.homeLink'],
    );
    expect(english.querySelector('h1.page-banner__title')?.textContent).toBe(enCommon['nav.myApplications']);
    expect(english.querySelector('p.page-banner__subtitle')?.textContent).toBe(enApp['account.applicationsSubtitle']);
    const hindi = outlinePage(outlines['/applications']!.markup.hi);
    expect(hindi.querySelector('h1')?.textContent).toBe(hiCommon['nav.myApplications']);
    expect(hindi.querySelector('p.page-banner__subtitle')?.textContent).toBe(hiApp['account.applicationsSubtitle']);
    expect(outlines['/applications']!.titles.hi).toBe(hiApp['document.title']);
  });

  it("show the home screen's search banner with the reward in rupees, in each language", () => {
    const english = outlinePage(outlines['/']!.markup.en);
    expect(english.querySelector('section.search-banner h1')?.textContent).toBe('Find Your Perfect Job');
    expect(english.querySelector('p.search-banner__subtitle')?.textContent).toContain('₹500');
    const tamil = outlinePage(outlines['/']!.markup.ta);
    expect(tamil.querySelector('p.search-banner__subtitle')?.textContent).toBe(
      taSearch.subtitle.replace('{{amount}}', '₹500'),
    );
  });

  it('show the interviews screen as a client not signed in sees it, and say it is not shown to a client signed in', () => {
    const outline = outlines['/interviews']!;
    expect(outline.unless).toBe(CLIENT_SIGNED_IN);
    const english = outlinePage(outline.markup.en);
    expect(english.querySelector('header')).toBeNull();
    expect(english.querySelector('.interviews-page__banner h1')?.textContent).toBe(enInterviews.title);
    expect(english.querySelector('.interviews-page__signed-out p')?.textContent).toBe(enInterviews.signedOut);
  });

  it('show the titles of the pages still being written, and only the header on a screen without a title band', () => {
    expect(outlinePage(outlines['/about']!.markup.en).querySelector('h1')?.textContent).toBe(
      enCommon['footer.aboutUs'],
    );
    const projects = outlinePage(outlines['/projects']!.markup.en);
    expect(projects.querySelector('header.app-header')).not.toBeNull();
    expect(projects.querySelector('h1')).toBeNull();
  });
});
