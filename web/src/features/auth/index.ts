export { sessionStore, useSession, SESSION_KEYS } from './session-store.ts';
export type { Session, SessionUser } from './session-store.ts';
export { SignInPromptProvider, useSignInPrompt } from './components/sign-in-prompt.tsx';
export { MobileEntryForm } from './components/mobile-entry-form.tsx';
export type { MobileEntryFormProps } from './components/mobile-entry-form.tsx';
