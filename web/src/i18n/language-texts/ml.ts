import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/ml.ts',
      '../../app/locales/ml.ts',
      '../../ui/locales/ml.ts',
      '../locales/ml.ts',
      '../messages/ml.ts',
    ],
    {
      eager: true,
    },
  ),
);
