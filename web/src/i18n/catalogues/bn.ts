import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Bangla (web/src/locales/bn/*.json): one file, fetched when Bangla is chosen. */
export default byNamespace(import.meta.glob('../../locales/bn/*.json', { eager: true, import: 'default' }));
