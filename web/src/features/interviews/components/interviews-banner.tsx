import { Lock } from 'lucide-react';

/** The interviews screen's title band: also its outline in the screen's document (web/src/app/first-paint). */
export function InterviewsBanner({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="interviews-page__banner">
      <h1>{title}</h1>
      <p>{subtitle}</p>
    </div>
  );
}

/** Why a client not signed in sees no interviews. */
export function ClientSignedOutNote({ text }: { text: string }) {
  return (
    <div className="interviews-page__signed-out" role="note">
      <Lock size={20} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
