import type { Plugin } from 'vite';
import { APP_ICONS, tokenColour } from './design-tokens.ts';

/** The web app manifest's address, linked from web/index.html and so from every screen's document. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * What the phone's 'Add to Home screen' reads: the names, the icons (web/public/icons/, from the header's brand
 * mark), the colours of the design tokens (the brand blue for the status bar, the page colour behind the splash
 * icon), and a standalone window that opens the home screen.
 */
export function webManifest(css?: string) {
  return {
    name: 'Talent Jobs – find your perfect job',
    short_name: 'Talent Jobs',
    description:
      'Find jobs near you across India, apply in a minute and earn ₹500 for every friend you refer who joins.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang: 'en-IN',
    theme_color: tokenColour('color-brand', css),
    background_color: tokenColour('color-page', css),
    icons: APP_ICONS.filter(({ file }) => file.startsWith('icon-')).map(({ file, size, maskable }) => ({
      src: `/icons/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: maskable ? 'maskable' : 'any',
    })),
  };
}

/**
 * Writes manifest.webmanifest into the build (and serves it from the dev server). web/index.html links it itself,
 * so every screen's document the build writes from it (web/build/chunk-hints.ts) carries the link.
 */
export function webManifestFile(): Plugin {
  const source = () => `${JSON.stringify(webManifest(), null, 2)}\n`;
  return {
    name: 'web-manifest',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: source() });
    },
  };
}
