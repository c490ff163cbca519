export { ProfileScreen } from './components/profile-screen.tsx';
export type { ProfileServices } from './model/services.ts';
