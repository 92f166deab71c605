import { describe, expect, it } from 'vitest';
import { settingsWith } from './registerSettings.fixture.ts';
import {
  affiliateFromUrl,
  recommenderFromUrl,
  isRequired,
  mobileDigits,
  registrationMethods,
  visibleFields,
} from './registerFields.ts';

const on = (required = false) => ({ enabled: true, required });
const wl = (registerByUsername: boolean, registerByMobile: boolean) =>
  ({ registerByUsername, registerByMobile }) as Parameters<typeof registrationMethods>[0];

describe('registration methods', () => {
  it('shows tabs only when both methods are on', () => {
    expect(registrationMethods(wl(true, true)).tabs).toBe(true);
    expect(registrationMethods(wl(true, false)).tabs).toBe(false);
    expect(registrationMethods(wl(false, true)).tabs).toBe(false);
  });

  it('starts on mobile only when mobile is on and username is off', () => {
    expect(registrationMethods(wl(false, true)).initial).toBe('mobile');
    expect(registrationMethods(wl(true, true)).initial).toBe('username');
    expect(registrationMethods(wl(true, false)).initial).toBe('username');
    expect(registrationMethods(wl(false, false)).initial).toBe('username');
  });
});

describe('visible fields', () => {
  const s = settingsWith({
    username: on(true),
    password: on(true),
    confirmPassword: on(true),
    email: on(),
    mobileNum: on(),
    verificationCode: on(),
    affiliateCode: on(),
  });

  it('username method: username first, only enabled fields', () => {
    expect(visibleFields('username', s)).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
  });

  it('mobile method: number and code first, no username', () => {
    expect(visibleFields('mobile', s)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
  });

  it('the mobile method always has its number and code, even when the settings leave them off', () => {
    const bare = settingsWith({ password: on(true) });
    expect(visibleFields('mobile', bare)).toEqual(['mobileNum', 'verificationCode', 'password']);
    expect(visibleFields('username', bare)).toEqual(['username', 'password']);
  });

  it('the SMS code belongs to the mobile method only (the gateway verifies it there alone)', () => {
    expect(visibleFields('username', settingsWith({ mobileNum: on(), verificationCode: on(true) }))).toEqual([
      'username',
      'mobileNum',
    ]);
    expect(isRequired('verificationCode', 'username', settingsWith({ verificationCode: on(true) }))).toBe(
      false,
    );
  });

  it('every optional field can be turned on', () => {
    const names = [
      'paymentPassword',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
      'nickname',
      'payeeName',
      'recommenderId',
    ] as const;
    const fields = visibleFields('username', settingsWith(Object.fromEntries(names.map((n) => [n, on()]))));
    for (const n of names) expect(fields).toContain(n);
  });
});

describe('required fields', () => {
  const s = settingsWith({
    username: on(false),
    email: on(true),
    mobileNum: on(false),
    password: on(true),
    confirmPassword: on(false),
  });
  it('the method identifier is always required', () => {
    expect(isRequired('username', 'username', s)).toBe(true);
    expect(isRequired('mobileNum', 'mobile', s)).toBe(true);
    expect(isRequired('verificationCode', 'mobile', s)).toBe(true);
    expect(isRequired('mobileNum', 'username', s)).toBe(false);
  });
  it('other fields follow the settings; confirm follows password', () => {
    expect(isRequired('email', 'username', s)).toBe(true);
    expect(isRequired('confirmPassword', 'username', s)).toBe(true);
  });
});

describe('invitation code from the URL', () => {
  it('reads ?affiliateCode= first, then ?code=', () => {
    expect(affiliateFromUrl('?affiliateCode=AB12&code=ZZ')).toBe('AB12');
    expect(affiliateFromUrl('?code=ZZ99')).toBe('ZZ99');
    // An invite code: 7 characters of 2-9 and A-Z without I, L, O (case-insensitive); a bare id is not one.
    expect(recommenderFromUrl('?recommenderId=K7M2QXA&x=1')).toBe('K7M2QXA');
    expect(recommenderFromUrl('?recommenderId=k7m2qxa')).toBe('K7M2QXA');
    expect(recommenderFromUrl('?recommenderId=42')).toBe('');
    expect(recommenderFromUrl('?recommenderId=K7M2QX0')).toBe('');
    expect(recommenderFromUrl('?recommenderId=K7M2QXAB')).toBe('');
    expect(recommenderFromUrl('')).toBe('');
    expect(affiliateFromUrl('?redirect=%2Fm%2Fhome')).toBe('');
  });
});

describe('mobile digits', () => {
  it("uses the setting's maxLength, else the merchant's digit count", () => {
    expect(mobileDigits(settingsWith({ mobileNum: { enabled: true, required: true, maxLength: 11 } }))).toBe(
      11,
    );
    expect(mobileDigits(settingsWith({}))).toBe(10);
  });
});
