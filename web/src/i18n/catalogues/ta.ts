import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Tamil (web/src/locales/ta/*.json): one file, fetched when Tamil is chosen. */
export default byNamespace(import.meta.glob('../../locales/ta/*.json', { eager: true, import: 'default' }));
