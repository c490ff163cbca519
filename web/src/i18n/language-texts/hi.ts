import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/hi.ts',
      '../../app/locales/hi.ts',
      '../../ui/locales/hi.ts',
      '../locales/hi.ts',
      '../messages/hi.ts',
    ],
    {
      eager: true,
    },
  ),
);
