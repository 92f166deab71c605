import type { RegistrationSettings } from '@wl/contract';

/* Test helper (imported by unit tests only, never by the app). */
type Fields = RegistrationSettings['fields'];
const off = { enabled: false, required: false };

/** Registration settings with every field off except those given. */
export function settingsWith(fields: Partial<Fields>, captcha = false): RegistrationSettings {
  const all = Object.fromEntries(
    [
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
    ].map((k) => [k, off]),
  ) as Fields;
  return {
    registerByUsername: true,
    registerByMobile: true,
    countryDialingCode: '63',
    captcha: { enabled: captcha },
    fields: { ...all, ...fields },
  };
}
