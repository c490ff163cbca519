import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { ToastProvider, useToast } from './toast.tsx';

/** What stays behind the dialog: a search field and the button that opens it. */
function PageBehind({ onEdit }: { onEdit: () => void }) {
  return (
    <>
      <label>
        Search a city
        <input />
      </label>
      <button type="button" onClick={onEdit}>
        Edit profile
      </button>
    </>
  );
}

interface PageProps {
  dismissible?: boolean;
  onClose?: () => void;
  /** The photo dialog has a button that closes both dialogs at once. */
  closeAllFromPhoto?: boolean;
}

/** A page with a search field behind a dialog that can open a second, stacked dialog. */
function Page({ dismissible = true, onClose, closeAllFromPhoto = false }: PageProps) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <main>
      <PageBehind onEdit={() => setOpen(true)} />
      <Dialog
        open={open}
        title="Profile"
        description="Tell employers about you."
        dismissible={dismissible}
        onClose={close}
        footer={
          <button type="button" onClick={() => setInnerOpen(true)}>
            Pick a photo
          </button>
        }
      >
        <label>
          Full name
          <input />
        </label>
        <Dialog open={innerOpen} title="Photo" onClose={() => setInnerOpen(false)}>
          <button type="button">Upload</button>
          {closeAllFromPhoto ? (
            <button type="button" onClick={close}>
              Upload and finish
            </button>
          ) : null}
        </Dialog>
      </Dialog>
    </main>
  );
}

/** A press at a point of the viewport that lands on the `<dialog>` element, whose box is 100–500 × 300–800 px. */
async function pressDialogAt(user: UserEvent, dialog: HTMLElement, clientX: number, clientY: number) {
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 300, width: 400, height: 500 }),
  );
  await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX, clientY } });
}

function renderPage(props: PageProps = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  return { user, openProfile: () => user.click(screen.getByRole('button', { name: 'Edit profile' })) };
}

describe('Dialog', () => {
  it('hides the page behind it from role queries until it closes', async () => {
    const { user, openProfile } = renderPage();
    await openProfile();
    expect(
      screen.getByRole('dialog', { name: 'Profile', description: 'Tell employers about you.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search a city' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    // The title row is not a second page banner: a screen reader's landmarks stay the page's own.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search a city' })).toBeInTheDocument();
  });

  it('keeps only the innermost of two stacked dialogs usable, then gives the outer one back', async () => {
    const { user, openProfile } = renderPage();
    await openProfile();
    const pickPhoto = screen.getByRole('button', { name: 'Pick a photo' });
    await user.click(pickPhoto);

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const photo = screen.getByRole('dialog', { name: 'Photo' });
    expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(photo).getByRole('button', { name: 'Upload' }));
    expect(photo).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(pickPhoto).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Search a city' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search a city' })).toBeInTheDocument();
  });

  it('closes on Escape when dismissible', async () => {
    const onClose = vi.fn();
    const { user, openProfile } = renderPage({ onClose });
    await openProfile();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape, has no close button and keeps the page inert when not dismissible', async () => {
    const onClose = vi.fn();
    const { user, openProfile } = renderPage({ dismissible: false, onClose });
    await openProfile();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search a city' })).not.toBeInTheDocument();
  });

  it('closes on a press on the backdrop, not inside its box, when dismissible', async () => {
    const onClose = vi.fn();
    const { user, openProfile } = renderPage({ onClose });
    await openProfile();
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    await user.click(screen.getByRole('heading', { name: 'Profile' }));
    // On the dialog itself but inside its box (between its parts): not the backdrop.
    await pressDialogAt(user, dialog, 200, 400);
    expect(onClose).not.toHaveBeenCalled();
    await pressDialogAt(user, dialog, 20, 20);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a press on the backdrop when not dismissible', async () => {
    const onClose = vi.fn();
    const { user, openProfile } = renderPage({ dismissible: false, onClose });
    await openProfile();
    await pressDialogAt(user, screen.getByRole('dialog', { name: 'Profile' }), 20, 20);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
  });

  it('moves focus to its first field, not the close button, and gives it back to the opener on close', async () => {
    const { user, openProfile } = renderPage();
    await openProfile();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    // jsdom focuses inert elements; browsers do not, so the page must be live again first.
    const opener = screen.getByRole('button', { name: 'Edit profile', hidden: true });
    const inertWhenFocused: boolean[] = [];
    opener.addEventListener('focus', () => inertWhenFocused.push(opener.closest('[inert]') !== null));
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(inertWhenFocused).toEqual([false]);
  });

  it('starts on the first field when there is no close button', async () => {
    const { openProfile } = renderPage({ dismissible: false });
    await openProfile();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog, wrapping at both ends', async () => {
    const { user, openProfile } = renderPage();
    await openProfile();
    const close = screen.getByRole('button', { name: 'Close' });
    const pickPhoto = screen.getByRole('button', { name: 'Pick a photo' });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(pickPhoto).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('moves to a field that appears after opening, unless the user has moved on', async () => {
    const user = userEvent.setup();
    render(<LoadingPage />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('leaves the focus where the user put it when a field appears later', async () => {
    const user = userEvent.setup();
    render(<LoadingPage />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const fail = screen.getByRole('button', { name: 'Fail' });
    fail.focus();
    await screen.findByRole('textbox', { name: 'Email' });
    expect(fail).toHaveFocus();
  });

  it('scrolls an error that appears into view', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      const user = userEvent.setup();
      render(<LoadingPage />);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await user.click(screen.getByRole('button', { name: 'Fail' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not apply');
      expect(scrolled).toEqual(['Could not apply']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('locks page scrolling while open', async () => {
    const { user, openProfile } = renderPage();
    expect(document.body).not.toHaveClass('scroll-locked');
    await openProfile();
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Pick a photo' }));
    await user.keyboard('{Escape}');
    expect(document.body).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('gives the focus back to its opener when it is unmounted while open', async () => {
    const user = userEvent.setup();
    render(<UnmountingPage />);
    const opener = screen.getByRole('button', { name: 'Share' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to the first opener when two stacked dialogs go at once', async () => {
    const { user, openProfile } = renderPage({ closeAllFromPhoto: true });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Pick a photo' }));
    await user.click(screen.getByRole('button', { name: 'Upload and finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('refuses Escape however often it is pressed while not dismissible, and keeps the key from the browser', async () => {
    const onClose = vi.fn();
    const { user, openProfile } = renderPage({ dismissible: false, onClose });
    await openProfile();
    const escapes: boolean[] = [];
    const seen = (event: KeyboardEvent) => event.key === 'Escape' && escapes.push(event.defaultPrevented);
    window.addEventListener('keydown', seen);
    try {
      await user.keyboard('{Escape}{Escape}{Escape}');
    } finally {
      window.removeEventListener('keydown', seen);
    }
    // Prevented, Escape never becomes the browser's close request (which Chromium may not let 'cancel' refuse).
    expect(escapes).toEqual([true, true, true]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
  });

  it('closes on Escape once it is dismissible again', async () => {
    const user = userEvent.setup();
    render(<BusyPage />);
    await user.click(screen.getByRole('button', { name: 'Upload resume' }));
    await user.click(screen.getByRole('button', { name: 'Start upload' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Resume' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload resume' })).toHaveFocus();
  });

  it('opens again when the browser closes it without asking, and passes the request on when dismissible', async () => {
    const onClose = vi.fn();
    const { openProfile } = renderPage({ dismissible: false, onClose });
    await openProfile();
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Profile' });
    // What Chromium does on a close request whose 'cancel' it does not let the page prevent.
    act(() => dialog.close());
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Search a city' })).not.toBeInTheDocument();
    cleanup();

    const onDismiss = vi.fn();
    const dismissible = renderPage({ onClose: onDismiss });
    await dismissible.openProfile();
    act(() => screen.getByRole<HTMLDialogElement>('dialog', { name: 'Profile' }).close());
    await waitFor(() => expect(onDismiss).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes a body too long for the screen a named stop in the tab order, so a keyboard can scroll it', async () => {
    const overflowing = new Set<string>();
    const measure = (scroll: number, client: number) =>
      function (this: HTMLElement) {
        const long = this.classList.contains('dialog__body') && overflowing.has(this.textContent ?? '');
        return long ? scroll : client;
      };
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(measure(900, 300));
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(measure(300, 300));
    const { user, openProfile } = renderPage();
    await openProfile();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    overflowing.add('Full name');
    await openProfile();
    const body = screen.getByRole('region', { name: 'Scrollable content' });
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body).toHaveClass('dialog__body');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(body).toHaveFocus();
  });
});

describe('toasts over an open dialog', () => {
  it('stay announced: they show inside the top dialog, outside the inert page', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastingPage />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Profile saved');
    expect(screen.queryByRole('textbox', { name: 'Search a city' })).toBeNull();

    // A toast shown as the dialog closes is in the page's live region, which was there all along.
    const pageRegion = document.querySelector('body > .toasts');
    expect(pageRegion).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Save and close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Profile saved',
      'Profile saved and closed',
    ]);
    expect(document.querySelector('body > .toasts')).toBe(pageRegion);
    expect(pageRegion).toHaveAttribute('aria-live', 'polite');
  });
});

/** A dialog whose field arrives 50 ms after it opens (a profile loading), and which can show an error. */
function LoadingPage() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Apply
      </button>
      <Dialog open={open} title="Apply for Job" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setFailed(true)}>
          Fail
        </button>
        {loaded ? (
          <label>
            Email
            <input />
          </label>
        ) : null}
        {failed ? <p role="alert">Could not apply</p> : null}
      </Dialog>
    </main>
  );
}

function ToastingPage() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <main>
      <PageBehind onEdit={() => setOpen(true)} />
      <Dialog open={open} title="Profile" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => toast.success('Profile saved')}>
          Save
        </button>
        <button
          type="button"
          onClick={() => {
            toast.success('Profile saved and closed');
            setOpen(false);
          }}
        >
          Save and close
        </button>
      </Dialog>
    </main>
  );
}

/** A dialog whose owner goes away while it is open (it is unmounted, never told to close). */
function UnmountingPage() {
  const [sharing, setSharing] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setSharing(true)}>
        Share
      </button>
      {sharing ? <SharePanel onDone={() => setSharing(false)} /> : null}
    </main>
  );
}

function SharePanel({ onDone }: { onDone: () => void }) {
  return (
    <Dialog open title="Share this job">
      <button type="button" onClick={onDone}>
        Copy link
      </button>
    </Dialog>
  );
}

/** A dialog busy between Start and Finish: not dismissible meanwhile. */
function BusyPage() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Upload resume
      </button>
      <Dialog open={open} title="Resume" dismissible={!busy} onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setBusy(true)}>
          Start upload
        </button>
        <button type="button" onClick={() => setBusy(false)}>
          Finish upload
        </button>
      </Dialog>
    </main>
  );
}
