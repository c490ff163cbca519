export { AppHeader } from './components/app-header.tsx';
export { AppFooter } from './components/app-footer.tsx';
export { Logo } from './components/logo.tsx';
