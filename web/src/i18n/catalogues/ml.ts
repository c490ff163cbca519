import { byNamespace } from '../catalogue-files.ts';

/** Every catalogue in Malayalam (web/src/locales/ml/*.json): one file, fetched when Malayalam is chosen. */
export default byNamespace(import.meta.glob('../../locales/ml/*.json', { eager: true, import: 'default' }));
