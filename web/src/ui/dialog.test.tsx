import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
}

/** A page with a search field behind a dialog that can open a second, stacked dialog. */
function Page({ dismissible = true, onClose }: PageProps) {
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
        </Dialog>
      </Dialog>
    </main>
  );
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

  it('closes on a click outside the panel, not inside it, when dismissible', async () => {
    const onClose = vi.fn();
    const { user, openProfile } = renderPage({ onClose });
    await openProfile();
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    await user.click(screen.getByRole('heading', { name: 'Profile' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a click outside the panel when not dismissible', async () => {
    const onClose = vi.fn();
    const { user, openProfile } = renderPage({ dismissible: false, onClose });
    await openProfile();
    await user.click(screen.getByRole('dialog', { name: 'Profile' }).parentElement!);
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
});

describe('toasts over an open dialog', () => {
  it('stay announced: the toast region is not part of the inert background', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastingPage />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    expect(screen.queryByRole('textbox', { name: 'Search a city' })).toBeNull();
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
      </Dialog>
    </main>
  );
}
