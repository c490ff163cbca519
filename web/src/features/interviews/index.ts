export { EmailSignInHost } from './components/email-sign-in-host.tsx';

/** The interviews screen, loaded with its route. */
export const loadInterviewsScreen = () => import('./components/interviews-screen.tsx');
