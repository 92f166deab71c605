import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWorkspace } from './load.ts';
import { sameNameWarnings, type ScreenGroup } from './sameNames.ts';

const english = {
  'menu.logout': 'Sign out',
  'member.logout': 'Log out',
  'member.title': 'Member center',
  'game.play': 'Play',
  'lobby.play': 'Play',
  'wallet.deposit': 'Deposit',
};
const shell: ScreenGroup = { file: 'shell.json', ids: ['menu.logout'] };
const member: ScreenGroup = { file: 'member.json', ids: ['member.logout', 'member.title'] };
const wallet: ScreenGroup = { file: 'wallet.json', ids: ['wallet.deposit'] };
const games: ScreenGroup = { file: 'Games/Game.messages.json', ids: ['game.play', 'lobby.play'] };

const merchant = (xx: Record<string, string>, own: Record<string, string> = {}) => ({
  code: 'zz',
  messages: { EN: english, TH: { ...english, ...xx } },
  overrides: { TH: own },
  overrideFile: () => 'merchants/zz/messages/th.json',
});

describe('sameNameWarnings', () => {
  it('warns when a screen message and a shell message translate alike while English tells them apart', () => {
    const w = sameNameWarnings(
      merchant({ 'menu.logout': 'ออกจากระบบ', 'member.logout': 'ออกจากระบบ' }),
      [member, wallet],
      shell,
      english,
    );
    expect(w).toHaveLength(1);
    expect(w[0]!.file).toBe('member.json');
    expect(w[0]!.pointer).toBe('/menu.logout');
    expect(w[0]!.message).toContain('"member.logout" and "menu.logout" both read "ออกจากระบบ"');
    expect(w[0]!.message).toContain('member.json + shell.json');
    expect(w[0]!.hint).toContain('"Log out" / "Sign out"');
  });

  it('points at the merchant override that made the two alike, ignoring case and spacing', () => {
    const w = sameNameWarnings(
      merchant({ 'member.logout': ' sign  OUT' }, { 'member.logout': ' sign  OUT' }),
      [member],
      shell,
      english,
    );
    expect(w.map((x) => [x.file, x.pointer])).toEqual([['merchants/zz/messages/th.json', '/member.logout']]);
  });

  it('says nothing for messages on different screens, or written alike in English too', () => {
    expect(
      sameNameWarnings(
        // Member center's title and the wallet's deposit button are never on one screen together.
        merchant({ 'member.title': 'X', 'wallet.deposit': 'X' }),
        [member, wallet, games],
        shell,
        english,
      ),
    ).toEqual([]);
    // "Play" twice on the games screen is the core's own choice.
    expect(
      sameNameWarnings(merchant({ 'game.play': 'เล่น', 'lobby.play': 'เล่น' }), [games], shell, english),
    ).toEqual([]);
  });
});

describe('loadWorkspace warnings', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wl-names-'));
    await cp(path.join(root, 'merchants'), dir, { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('warns, without failing, when an override makes the side menu\'s "Sign out" read like its "Deposit"', async () => {
    const before = await loadWorkspace({ root, merchantsDir: dir });
    expect(before.problems).toEqual([]);
    expect(before.warnings.filter((w) => w.message.includes('merchant ph'))).toEqual([]);

    // Both are shell messages: the header and side menu are on every screen.
    const file = path.join(dir, 'ph', 'messages', 'en.json');
    const own = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    await writeFile(file, JSON.stringify({ ...own, 'menu.logout': 'Deposit' }));
    const after = await loadWorkspace({ root, merchantsDir: dir });
    expect(after.problems).toEqual([]);
    expect(after.merchants.map((m) => m.code)).toContain('ph');
    const hit = after.warnings.filter((w) => w.message.includes('merchant ph'));
    expect(hit).toHaveLength(1);
    expect(hit[0]!.file).toMatch(/ph\/messages\/en\.json$/);
    expect(hit[0]!.pointer).toBe('/menu.logout');
    expect(hit[0]!.message).toMatch(/^merchant ph, EN: "menu\.logout" and "[\w.]+" both read "Deposit"/);
    expect(hit[0]!.message).toContain('(core/app/src/i18n/messages/en/shell.json)');
  });
});
