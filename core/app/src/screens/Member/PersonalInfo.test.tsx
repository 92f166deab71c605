import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render.tsx';
import { pathOf } from '../../routes/paths.ts';

const api = vi.hoisted(() => ({
  personalInfo: vi.fn(),
  savePersonalInfo: vi.fn(),
  memberInfo: vi.fn(),
  regValidata: vi.fn(),
}));
vi.mock('../../api/profile.ts', () => ({ ...api }));
vi.mock('../../api/member.ts', async (orig) => ({ ...(await orig()), memberInfo: api.memberInfo }));
vi.mock('../../api/account.ts', async (orig) => ({ ...(await orig()), regValidata: api.regValidata }));
const { default: PersonalInfo } = await import('./PersonalInfo.tsx');
const { resetAllStores } = await import('../../state/kit/registry.ts');

afterEach(() => {
  cleanup();
  resetAllStores();
  for (const f of Object.values(api)) f.mockReset();
});

const INFO = {
  account: 'pedro77',
  nickname: 'Pedro',
  registeredAt: Date.UTC(2025, 0, 2),
  birthDate: '1990-01-01',
};

describe('PersonalInfo', () => {
  it('shows the account and a fixed date of birth, and saves a new nickname', async () => {
    api.regValidata.mockRejectedValue(new Error('no rules'));
    api.personalInfo.mockResolvedValueOnce(INFO).mockResolvedValueOnce({ ...INFO, nickname: 'Lucky' });
    api.savePersonalInfo.mockResolvedValue({ success: true });
    api.memberInfo.mockResolvedValue({ id: 1, type: 0, nickname: 'Lucky', account: 'pedro77' });
    renderShell(<PersonalInfo />, pathOf('personalInfo'));
    expect((await screen.findByTestId('info-account')).textContent).toBe('pedro77');
    expect(screen.getByTestId('info-birthDate').textContent).toContain('1990-01-01');
    // The date of birth is on record: no form to set it again.
    expect(screen.queryByRole('form', { name: 'protection.dob.label' })).toBeNull();
    const nickname = screen.getByLabelText('account.field.nickname') as HTMLInputElement;
    expect(nickname.value).toBe('Pedro');
    fireEvent.change(nickname, { target: { value: ' Lucky ' } });
    fireEvent.click(screen.getByRole('button', { name: 'member.info.save' }));
    await waitFor(() => expect(api.savePersonalInfo).toHaveBeenCalledWith({ nickname: 'Lucky' }));
    await waitFor(() => expect(api.personalInfo).toHaveBeenCalledTimes(2));
  });

  it('offers the date of birth once when none is on record and refuses an under-age one before calling', async () => {
    api.regValidata.mockRejectedValue(new Error('no rules'));
    api.personalInfo.mockResolvedValue({ ...INFO, birthDate: undefined });
    renderShell(<PersonalInfo />, pathOf('personalInfo'));
    const dob = (await screen.findByLabelText(/protection.dob.label/, {
      selector: 'input',
    })) as HTMLInputElement;
    fireEvent.change(dob, { target: { value: `${new Date().getFullYear() - 5}-01-01` } });
    const form = screen.getByRole('form', { name: 'protection.dob.label' });
    fireEvent.submit(form);
    await waitFor(() => expect(dob.getAttribute('aria-invalid')).toBe('true'));
    expect(api.savePersonalInfo).not.toHaveBeenCalled();
  });

  it('retries in place after a failed load', async () => {
    api.personalInfo.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(INFO);
    api.regValidata.mockRejectedValue(new Error('no rules'));
    renderShell(<PersonalInfo />, pathOf('personalInfo'));
    (await screen.findByRole('button', { name: 'error.load_failed' })).click();
    expect((await screen.findByTestId('info-account')).textContent).toBe('pedro77');
    expect(api.personalInfo).toHaveBeenCalledTimes(2);
  });
});
