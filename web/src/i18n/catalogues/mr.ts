import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Marathi (web/src/locales/mr/*.json): one file, fetched when Marathi is chosen. */
export default byNamespace(import.meta.glob('../../locales/mr/*.json', { eager: true, import: 'default' }));
