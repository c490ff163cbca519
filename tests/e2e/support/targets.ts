import type { Page } from '@playwright/test';

/** A finger's target on a phone: at least 44 × 44 CSS px (WCAG 2.5.5, the design system's --target-compact). */
export const FINGER_TARGET = 44;

export interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * Every control a finger can use on the screen as it is, with the box it takes taps in: visible buttons, links,
 * fields, tabs and focusable regions; a check box or radio button inside a label counts as its label (taps on the
 * label choose it), and so does a visually hidden one (a star of a rating). Left out:
 * - what a user cannot reach: inert (outside the top modal dialog while one is open), hidden, not rendered, or
 *   visually hidden (1 px clipped, such as a skip link until it is focused);
 * - inline links in running text: an `<a>` drawn `display: inline` inside a `<p>` whose text is more than the
 *   link's own (WCAG 2.5.8's inline exception: the line of text sets its height). A link styled as a box of its own
 *   (inline-flex, block), such as the job card's 'your skills', is measured.
 * A control whose `::after` is stretched over a card (`position: absolute; inset: 0`: the whole card opens it)
 * takes taps over that card, so the card's box is measured.
 */
export function measureFingerTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[tabindex="0"]',
    ].join(', ');
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const paragraph = el.closest('p');
      return !!paragraph && (paragraph.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    };
    const modal = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal')).at(-1);
    const seen = new Set<Element>();
    return [...document.querySelectorAll(selector)]
      .map((el) => (el.matches('input[type="checkbox"], input[type="radio"]') ? (el.closest('label') ?? el) : el))
      .filter((el) => !seen.has(el) && seen.add(el))
      .filter((el) => !el.closest('[inert], .skip-link') && el.getClientRects().length > 0)
      .filter((el) => el.tagName === 'LABEL' || !el.closest('.visually-hidden'))
      .filter((el) => !modal || modal.contains(el))
      .filter((el) => getComputedStyle(el).visibility !== 'hidden' && !inRunningText(el))
      .map((el) => {
        const after = getComputedStyle(el, '::after');
        const stretched = after.content !== 'none' && after.position === 'absolute' && after.inset === '0px';
        const box = (stretched ? ((el as HTMLElement).offsetParent ?? el) : el).getBoundingClientRect();
        return { what: describe(el), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
      })
      .filter((target) => target.width > 1 && target.height > 1);
  });
}

/** The targets smaller than a finger, described with their size. */
export async function targetsUnderFinger(page: Page): Promise<string[]> {
  return (await measureFingerTargets(page))
    .filter((t) => t.width < FINGER_TARGET - 0.5 || t.height < FINGER_TARGET - 0.5)
    .map((t) => `${t.what} ${t.width}×${t.height}`);
}
