import type { FieldSetting, RegistrationSettings } from '@wl/contract';
import type { GatewayMerchant } from '../merchants.ts';

export type FieldName = keyof RegistrationSettings['fields'];

/** Changes to the derived registration settings, applied to every merchant (createGateway option). */
export interface RegistrationOverrides {
  fields?: Partial<Record<FieldName, Partial<FieldSetting>>>;
  captcha?: { enabled: boolean };
}

const off: FieldSetting = { enabled: false, required: false };
const optional: FieldSetting = { enabled: true, required: false };
const required: FieldSetting = { enabled: true, required: true };

/**
 * Registration settings of a merchant: methods from the manifest's whitelabel flags, mobile length from its
 * phone rules, and a common field set (username + password, optional nickname, email, mobile and invitation code,
 * captcha on), with the gateway's overrides on top.
 */
export function registrationSettings(
  merchant: GatewayMerchant,
  overrides: RegistrationOverrides = {},
): RegistrationSettings {
  const { whitelabel, phone } = merchant.manifest;
  const fields: RegistrationSettings['fields'] = {
    username: whitelabel.registerByUsername ? required : off,
    password: required,
    confirmPassword: required,
    paymentPassword: off,
    idNumber: off,
    qqNum: off,
    facebook: off,
    wechat: off,
    line: off,
    whatsapp: off,
    zalo: off,
    email: optional,
    nickname: optional,
    payeeName: off,
    mobileNum: { enabled: true, required: !whitelabel.registerByUsername, maxLength: phone.digits },
    verificationCode: whitelabel.registerByMobile ? required : off,
    recommenderId: off,
    affiliateCode: optional,
  };
  for (const [name, change] of Object.entries(overrides.fields ?? {}) as [FieldName, Partial<FieldSetting>][])
    fields[name] = { ...fields[name], ...change };
  return {
    registerByUsername: whitelabel.registerByUsername,
    registerByMobile: whitelabel.registerByMobile,
    countryDialingCode: phone.dialingCode,
    fields,
    captcha: { enabled: overrides.captcha?.enabled ?? true },
  };
}
