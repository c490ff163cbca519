import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/gu.ts',
      '../../app/locales/gu.ts',
      '../../ui/locales/gu.ts',
      '../locales/gu.ts',
      '../messages/gu.ts',
    ],
    {
      eager: true,
    },
  ),
);
