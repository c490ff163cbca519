/** Where the developer console is in the demo build: built into the site beside the app (web/vite.demo.config.ts). */
const CONSOLE_PAGE = '/__mock/console/?scope=default';

/**
 * The developer console over the demo: a panel beside the app (full screen on a phone) showing the console page in a
 * frame. The frame's calls reach the mock in this page, as the app's do, through MSW's service worker (a frame's
 * requests go to the page that runs the mock); a second tab would have no mock to talk to.
 */
export function consolePanelToggle(): HTMLButtonElement {
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'demo-marker__console';
  toggle.textContent = 'Developer console';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'demo-console');
  let panel: HTMLElement | undefined;
  const close = () => {
    panel?.remove();
    panel = undefined;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
  };
  toggle.addEventListener('click', () => {
    if (panel) return close();
    panel = openPanel(close);
    toggle.setAttribute('aria-expanded', 'true');
  });
  return toggle;
}

function openPanel(close: () => void): HTMLElement {
  const panel = document.createElement('aside');
  panel.id = 'demo-console';
  panel.className = 'demo-console';
  panel.lang = 'en';
  panel.setAttribute('aria-label', 'Developer console');
  const bar = document.createElement('div');
  bar.className = 'demo-console__bar';
  const title = document.createElement('strong');
  title.textContent = 'Developer console (the mock in this page)';
  const closer = document.createElement('button');
  closer.type = 'button';
  closer.textContent = 'Close';
  closer.addEventListener('click', close);
  bar.append(title, closer);
  const frame = document.createElement('iframe');
  frame.className = 'demo-console__frame';
  frame.title = 'Mock console';
  frame.src = CONSOLE_PAGE;
  panel.append(bar, frame);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  document.body.append(panel);
  closer.focus();
  return panel;
}
