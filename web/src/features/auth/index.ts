export { SignInPrompt } from './components/sign-in-prompt.tsx';
