export { EmailSignInHost } from './components/email-sign-in-host.tsx';
