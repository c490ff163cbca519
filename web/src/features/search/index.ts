export { SearchBanner, NO_CRITERIA, type SearchBannerProps, type SearchCriteria } from './components/search-banner.tsx';
export type { ChosenCity } from './hooks/use-add-city.ts';
