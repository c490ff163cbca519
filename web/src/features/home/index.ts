export { HomePage } from './components/home-page.tsx';
export { HomePage as default } from './components/home-page.tsx';
