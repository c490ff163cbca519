import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Hindi (web/src/locales/hi/*.json): one file, fetched when Hindi is chosen. */
export default byNamespace(import.meta.glob('../../locales/hi/*.json', { eager: true, import: 'default' }));
