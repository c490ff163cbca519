import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/te.ts',
      '../../app/locales/te.ts',
      '../../ui/locales/te.ts',
      '../locales/te.ts',
      '../messages/te.ts',
    ],
    {
      eager: true,
    },
  ),
);
