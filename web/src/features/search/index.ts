export { SearchBanner } from './components/search-banner.tsx';
