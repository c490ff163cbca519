import { textsByNamespace, type CatalogueModule } from '../catalogue-files.ts';

// Every namespace's texts in this language, in one file fetched when the language is chosen.
export default textsByNamespace(
  import.meta.glob<CatalogueModule>(
    [
      '../../features/*/locales/bn.ts',
      '../../app/locales/bn.ts',
      '../../ui/locales/bn.ts',
      '../locales/bn.ts',
      '../messages/bn.ts',
    ],
    {
      eager: true,
    },
  ),
);
