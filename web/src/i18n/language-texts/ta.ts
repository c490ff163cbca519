import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/ta.ts',
      '../../app/locales/ta.ts',
      '../../ui/locales/ta.ts',
      '../locales/ta.ts',
      '../messages/ta.ts',
    ],
    {
      eager: true,
    },
  ),
);
