import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';

const api = vi.hoisted(() => ({ avatarUpload: vi.fn(), memberInfo: vi.fn() }));
vi.mock('../api/member.ts', () => api);
const avatar = await import('./avatar.ts');
const { memberState, reset } = await import('./member.ts');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff, 0xe0];
const file = (parts: BlobPart[], name = 'me.png') => new File(parts, name);

describe('head icon checks and upload', () => {
  beforeEach(() => {
    api.avatarUpload.mockReset();
    reset();
    memberState.info = { id: 1, type: 0, nickname: 'Juan', account: 'juan01' };
  });

  it('takes PNG and JPG by their first bytes up to 2 MB, whatever the name', async () => {
    expect(await avatar.checkAvatar(file([new Uint8Array(PNG), 'x']))).toEqual({ ok: true });
    expect(await avatar.checkAvatar(file([new Uint8Array(JPG), 'x'], 'me.txt'))).toEqual({ ok: true });
    expect(await avatar.checkAvatar(file(['plain text renamed to me.png']))).toEqual({
      ok: false,
      id: 'member.avatar.not_image',
    });
    expect(await avatar.checkAvatar(file([]))).toEqual({ ok: false, id: 'member.avatar.not_image' });
    const big = new Uint8Array(avatar.AVATAR_MAX_BYTES + 1);
    big.set(PNG);
    expect(await avatar.checkAvatar(file([big]))).toEqual({ ok: false, id: 'member.avatar.too_large' });
    const exact = new Uint8Array(avatar.AVATAR_MAX_BYTES);
    exact.set(PNG);
    expect(await avatar.checkAvatar(file([exact]))).toEqual({ ok: true });
  });

  it('sends the file as base64 and puts the new URL in the member info', async () => {
    api.avatarUpload.mockResolvedValue({ avatarUrl: '/wps/member/avatar/abc.png' });
    expect(await avatar.uploadAvatar(file([new Uint8Array(PNG)]))).toBeNull();
    expect(api.avatarUpload).toHaveBeenCalledWith({ data: btoa(String.fromCharCode(...PNG)) });
    expect(memberState.info).toMatchObject({ nickname: 'Juan', avatarUrl: '/wps/member/avatar/abc.png' });
  });

  it("shows the gateway's refusal as it is, and any other failure as a retryable one, keeping the old icon", async () => {
    memberState.info = { ...memberState.info!, avatarUrl: '/wps/member/avatar/old.png' };
    api.avatarUpload.mockRejectedValueOnce(new ApiError('error.avatar_file', 'INVALID_REQUEST', 400));
    expect(await avatar.uploadAvatar(file([new Uint8Array(PNG)]))).toBe('error.avatar_file');
    api.avatarUpload.mockRejectedValueOnce(new ApiError('error.no_internet', 'NETWORK', 0));
    expect(await avatar.uploadAvatar(file([new Uint8Array(PNG)]))).toBe('member.avatar.failed');
    expect(memberState.info?.avatarUrl).toBe('/wps/member/avatar/old.png');
  });
});
