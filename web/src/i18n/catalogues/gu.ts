import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Gujarati (web/src/locales/gu/*.json): one file, fetched when Gujarati is chosen. */
export default byNamespace(import.meta.glob('../../locales/gu/*.json', { eager: true, import: 'default' }));
