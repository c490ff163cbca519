export { linkHelper, useLinkHelperState } from './link-helper.ts';
export { LinkOverlay } from './components/link-overlay.tsx';
export { NotFoundPage } from './components/not-found-page.tsx';
