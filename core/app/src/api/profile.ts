/** The member center's personal info and security settings (issue 28): no call here moves money. */
import { bind } from './client.ts';

export const personalInfo = bind('personalInfo');
export const savePersonalInfo = bind('savePersonalInfo');
export const securitySettings = bind('securitySettings');
export const bindEmail = bind('bindEmail');
export const bindMobile = bind('bindMobile');
export const setPayeeName = bind('setPayeeName');
