export { SearchBanner, SearchBannerFrame } from './components/search-banner.tsx';
export { searchBannerTexts } from './model/banner-texts.ts';
