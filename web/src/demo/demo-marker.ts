import './demo-marker.css';
import { consolePanelToggle } from './console-panel.ts';

interface DemoIdentities {
  candidateMobile: string;
  otp: string | null;
}

const isDemoIdentities = (value: unknown): value is DemoIdentities =>
  typeof value === 'object' && value !== null && typeof (value as DemoIdentities).candidateMobile === 'string';

function line(text: string, className?: string): HTMLElement {
  const element = document.createElement(className ? 'strong' : 'span');
  if (className) element.className = className;
  element.textContent = text;
  return element;
}

/**
 * The band at the top of every page of the demo build: it says the data is made up and how to sign in.
 * A labelled landmark outside the app, so screen readers can find it and dialogs make it inert like the rest.
 */
export function showDemoMarker(): void {
  const marker = document.createElement('aside');
  marker.className = 'demo-marker';
  marker.lang = 'en';
  marker.setAttribute('aria-label', 'Demo data');
  marker.append(
    line('Demo data', 'demo-marker__title'),
    line('Made-up jobs and people, served inside this browser: nothing you enter leaves it.'),
    consolePanelToggle(),
  );
  document.body.prepend(marker);
  void addSignInHint(marker);
}

/** Reads the demo identities from the in-page mock's control API and tells the visitor how to sign in. */
async function addSignInHint(marker: HTMLElement): Promise<void> {
  try {
    const answer = await fetch('/__mock/demo');
    const demo: unknown = await answer.json();
    if (!answer.ok || !isDemoIdentities(demo)) return;
    const code = demo.otp ? ` and the code ${demo.otp}` : '';
    marker.append(line(`Sign in with the mobile number ${demo.candidateMobile}${code}.`));
  } catch {
    // Without the hint the band still says what the page is.
  }
}
