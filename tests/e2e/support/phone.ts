import type { BrowserContextOptions } from '@playwright/test';

/** A mid-range Android phone's screen in CSS pixels. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A mid-range Android phone: 390 × 844 CSS px at 2×, touch, Chrome's mobile user agent. */
export const ANDROID_PHONE = {
  viewport: PHONE_VIEWPORT,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} satisfies BrowserContextOptions;
