/**
 * /m/forget reached from the login form ("Forgot password?"). The router renders the move in a transition: the login
 * screen stays on show, with the address bar at /m/forget already, until the forgotten-password screen's code and the
 * whole message pack are in. On a mobile-only merchant (pk) both forms open on a mobile number and a Get code button,
 * so what was typed and asked for meanwhile went into the login form, and the reset form replaced it empty, with no
 * countdown (the e2e test "reset a forgotten password by SMS", on a slow run).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../AppRouter.tsx';
import { installConfig } from '../../config/config.ts';
import { agreeTerms } from '../../layout/termsNotice.ts';
import { pathOf } from '../../routes/paths.ts';
import { testConfig } from '../../test/config.ts';
import { NO_MESSAGES } from '../../test/render.tsx';

// The screen's code, held back until the test lets it in (a slow phone).
const code = vi.hoisted(() => {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  return { loaded, release };
});
vi.mock('./Forget.tsx', async (importOriginal) => {
  await code.loaded;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Forgot password? on the login form', () => {
  it('leaves the login form inert while the forgotten-password screen loads, so nothing is typed into it', async () => {
    // A mobile-only merchant: the login form opens on the mobile number, as the reset form does.
    const base = testConfig();
    installConfig({ ...base, whitelabel: { ...base.whitelabel, registerByUsername: false } });
    agreeTerms();
    // The page transition's fade: happy-dom's cancelled animation rejects its finished promise, unhandled.
    vi.spyOn(Element.prototype, 'animate').mockImplementation(
      () => ({ cancel() {} }) as unknown as Animation,
    );
    history.replaceState(null, '', pathOf('login'));
    render(
      <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => undefined}>
        <AppRouter />
      </IntlProvider>,
    );
    const formOf = async () =>
      (await screen.findByLabelText('account.field.mobileNum')).closest('form')!.getAttribute('aria-label');
    expect(await formOf()).toBe('account.login.title');
    const main = document.getElementById('main')!;
    expect(main.hasAttribute('inert')).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'account.login.forgot' })));
    expect(location.pathname).toBe(pathOf('forget'));
    // Still the login form on show, its number field under the same label: no typing or tapping goes into it.
    expect(await formOf()).toBe('account.login.title');
    expect(main.hasAttribute('inert')).toBe(true);

    await act(async () => code.release());
    await screen.findByRole('form', { name: 'account.forget.title' }, { timeout: 5000 });
    expect(await formOf()).toBe('account.forget.title');
    expect(main.hasAttribute('inert')).toBe(false);
  });
});
