import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Telugu (web/src/locales/te/*.json): one file, fetched when Telugu is chosen. */
export default byNamespace(import.meta.glob('../../locales/te/*.json', { eager: true, import: 'default' }));
