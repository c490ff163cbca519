import { readFileSync } from 'node:fs';

const TOKENS = new URL('../src/ui/tokens.css', import.meta.url);

/** A colour of the design system (`--color-brand` → '#1f4fbf'), read from web/src/ui/tokens.css. */
export function tokenColour(name: string, css = readFileSync(TOKENS, 'utf8')): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`web/src/ui/tokens.css has no hex colour --${name}`);
  return match[1].toLowerCase();
}

/**
 * The brand mark of the header's logo (web/src/app/layout/logo.tsx) as a standalone SVG of `size` pixels: the
 * brand square, the white T and the accent dot. A maskable icon fills the whole square (the launcher cuts its own
 * shape) and keeps the mark inside the central safe zone (a circle of 80 % of the width).
 */
export function brandMarkSvg(size: number, { maskable = false } = {}): string {
  const brand = tokenColour('color-brand');
  const inverse = tokenColour('color-text-inverse');
  const accent = tokenColour('color-accent');
  // The logo's 32-unit drawing, scaled into the icon; a maskable one draws it at 60 % in the middle.
  const scale = maskable ? 0.6 : 1;
  const offset = (32 - 32 * scale) / 2;
  const corner = maskable ? 0 : 9;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">`,
    `<rect width="32" height="32" rx="${corner}" fill="${brand}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    `<path d="M9 11h14v3h-5.5v10h-3V14H9z" fill="${inverse}"/>`,
    `<circle cx="23.5" cy="22.5" r="3" fill="${accent}"/>`,
    '</g></svg>',
  ].join('');
}

/** The icons the web app manifest lists (web/public/icons/, made by scripts/make-icons.ts). */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
] as const;
