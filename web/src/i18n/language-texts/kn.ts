import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/kn.ts',
      '../../app/locales/kn.ts',
      '../../ui/locales/kn.ts',
      '../locales/kn.ts',
      '../messages/kn.ts',
    ],
    {
      eager: true,
    },
  ),
);
