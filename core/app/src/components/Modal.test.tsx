import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

afterEach(cleanup);

/** A page with a button that opens a dialog of two buttons (the second marked to take focus first). */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Security check" describedBy="intro" onClose={close}>
          <p id="intro">Type the digits</p>
          <button type="button">Cancel</button>
          <button type="button" data-autofocus="">
            Confirm
          </button>
        </Modal>
      )}
    </>
  );
}

describe('Modal: focus for keyboard and screen-reader players', () => {
  it('is a named, described modal dialog and takes focus on the marked control', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Security check' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe('intro');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back round', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const [cancel, confirm] = [
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Confirm' }),
    ];
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Confirm' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
