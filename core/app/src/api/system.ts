/** System calls: status and configuration, regions, customer service, help centre, feedback, contract requests, client error reports. */
import { bind } from './client.ts';

export const systemStatus = bind('systemStatus');
export const systemTemplate = bind('systemTemplate');
export const systemCountry = bind('systemCountry');
export const service = bind('service');
export const helpCenter = bind('helpCenter');
export const feedback = bind('feedback');
export const contractRequests = bind('contractRequests');
export const clientError = bind('clientError');
