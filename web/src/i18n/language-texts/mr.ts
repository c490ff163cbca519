import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/mr.ts',
      '../../app/locales/mr.ts',
      '../../ui/locales/mr.ts',
      '../locales/mr.ts',
      '../messages/mr.ts',
    ],
    {
      eager: true,
    },
  ),
);
