import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render.tsx';
import { alertDialog, confirmDialog, showLoading, toast, uiState } from '../state/ui.ts';
import { DialogHost, LoadingHost, ToastHost } from './Hosts.tsx';

afterEach(() => {
  cleanup();
  uiState.dialogs.splice(0);
  uiState.toasts.splice(0);
  uiState.loading.splice(0);
  vi.useRealTimers();
});

describe('DialogHost', () => {
  it('renders a confirm as a modal alertdialog named by its message, focusing the primary action', async () => {
    renderShell(<DialogHost />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = confirmDialog({ id: 'menu.logout' });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('alertdialog', { name: 'menu.logout' })).toBe(dialog);
    const ok = screen.getByRole('button', { name: 'action.ok' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Escape and the mask cancel a confirm', async () => {
    renderShell(<DialogHost />);
    let first: Promise<boolean> | undefined;
    act(() => {
      first = confirmDialog({ text: 'Sure?' });
    });
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await expect(first).resolves.toBe(false);

    let second: Promise<boolean> | undefined;
    act(() => {
      second = confirmDialog({ text: 'Again?' });
    });
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByTestId('modal-mask'));
    await expect(second).resolves.toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    renderShell(<DialogHost />);
    act(() => {
      void confirmDialog({ text: 'Trap?' });
    });
    const dialog = await screen.findByRole('alertdialog');
    const [cancel, ok] = screen.getAllByRole('button');
    ok!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('an alert is answered by its OK, never by a mask tap', async () => {
    renderShell(<DialogHost />);
    let done = false;
    act(() => {
      void alertDialog({ id: 'error.real_account_only' }).then(() => (done = true));
    });
    await screen.findByRole('alertdialog', { name: 'error.real_account_only' });
    fireEvent.click(screen.getByTestId('modal-mask'));
    await Promise.resolve();
    expect(done).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'action.ok' }));
    await waitFor(() => expect(done).toBe(true));
  });
});

describe('ToastHost and LoadingHost', () => {
  // Valtio notifies subscribers in a microtask, hence the async act() around each store change.
  it('announces toasts in a polite status region and removes them after their duration', async () => {
    vi.useFakeTimers();
    renderShell(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await act(async () => toast({ id: 'free_reject' }, { duration: 1000 }));
    expect(region.textContent).toBe('free_reject');
    await act(async () => vi.advanceTimersByTime(1001));
    expect(region.textContent).toBe('');
  });

  it('shows the loading overlay while any loading is open', async () => {
    renderShell(<LoadingHost />);
    let hide = () => undefined as void;
    await act(async () => {
      hide = showLoading({ id: 'account.trial.wait' });
    });
    expect(screen.getByRole('alert').textContent).toContain('account.trial.wait');
    await act(async () => hide());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
