/** Account calls: captcha, SMS codes, login and logout, trial play, registration, passwords. */
import { bind } from './client.ts';

export const captcha = bind('captcha');
export const sendSmsNoLogin = bind('sendSmsNoLogin');
export const sendVerificationCode = bind('sendVerificationCode');
export const verification = bind('verification');
export const login = bind('login');
export const logout = bind('logout');
export const testPlay = bind('testPlay');
export const trialAccount = bind('trialAccount');
export const register = bind('register');
/** The validation rule set by field name. */
export const regValidata = bind('regValidata');
/** Registration settings: methods, fields shown and required, captcha. */
export const getSetRegister = bind('getSetRegister');
export const validateUsername = bind('validateUsername');
export const checkAffiliateCode = bind('checkAffiliateCode');
export const changePassword = bind('changePassword');
/** Forgotten password by SMS code. */
export const setPasswordPhone = bind('setPasswordPhone');
export const recoverPassword = bind('recoverPassword');
export { memberInfo } from './member.ts';
/** Exchanges an identity provider's one-time code (social login) for a session. */
export const socialLogin = bind('socialLogin');
export const sessionRefresh = bind('sessionRefresh');
