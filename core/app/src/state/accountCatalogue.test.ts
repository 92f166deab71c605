import { describe, expect, it } from 'vitest';
import en from '../i18n/messages/en/account.json';
import ty from '../i18n/messages/ty/account.json';
import bn from '../i18n/messages/bn/account.json';

const catalogues: Record<string, Record<string, string>> = { en, ty, bn };
const sources = import.meta.glob(
  [
    '../screens/{Login,Register,Forget,ChangePsw,Trail}/*.{ts,tsx}',
    '../components/form/*.{ts,tsx}',
    './account*.ts',
    '!**/*.test.*',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

/** ICU argument names of a message ({digits, number} → digits; rich-text tags count too). */
const args = (m: string) => [...m.matchAll(/\{(\w+)|<(\w+)>/g)].map((x) => x[1] ?? x[2]).sort();

describe('account catalogue (EN, TY, BN)', () => {
  it('defines the same ids in every language', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the same placeholders and tags in every translation', () => {
    for (const [id, msg] of Object.entries(en))
      for (const lang of ['ty', 'bn'])
        expect(args(catalogues[lang]![id]!), `${lang} ${id}`).toEqual(args(msg));
  });

  it('translates rather than copies English', () => {
    const ids = Object.keys(en);
    const same = (lang: string) =>
      ids.filter((id) => catalogues[lang]![id] === (en as Record<string, string>)[id]);
    // Loanwords that Filipino UIs keep as they are.
    expect(same('ty')).toEqual(['account.field.password']);
    expect(same('bn')).toEqual([]);
    for (const id of ids) expect(bn[id as keyof typeof bn], id).toMatch(/[\u0980-\u09ff]/);
  });

  it('has every account.* id the account code uses', () => {
    const used = new Set<string>();
    for (const src of Object.values(sources))
      for (const m of src.matchAll(/['"`](account\.[\w.]+)['"`]/g)) used.add(m[1]!);
    const fields = [
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
      'email',
      'nickname',
      'payeeName',
      'mobileNum',
      'verificationCode',
      'recommenderId',
      'affiliateCode',
      'oldPassword',
      'newPassword',
      'confirmNewPassword',
    ];
    for (const f of fields) used.add(`account.field.${f}`);
    for (const p of ['facebook', 'google', 'telegram']) used.add(`account.social.${p}`);
    expect(used.size).toBeGreaterThan(40);
    for (const id of used) expect(en, id).toHaveProperty([id]);
  });
});
