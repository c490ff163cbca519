import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Kannada (web/src/locales/kn/*.json): one file, fetched when Kannada is chosen. */
export default byNamespace(import.meta.glob('../../locales/kn/*.json', { eager: true, import: 'default' }));
