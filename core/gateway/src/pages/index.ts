import type { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { mountPageFonts } from './fonts.ts';
import { mountSandboxIdp } from './identityProvider.ts';
import { mountLaunch } from './launch.ts';
import { mountLotteryPage } from './lottery.ts';
import { mountPaymentPage } from './payment.ts';
import { mountProtectionForms } from './protection.ts';
import { mountSlotPage } from './slot.ts';

/**
 * Every page the gateway draws itself, and the fonts they use. Mounted before the generated images: a font's path
 * (/wps/static/fonts/<file>) would otherwise be read as an image kind.
 */
export function mountPages(app: Hono, deps: Deps): void {
  mountPageFonts(app);
  mountProtectionForms(app, deps);
  mountLotteryPage(app, deps);
  mountLaunch(app, deps);
  mountSlotPage(app, deps);
  // The stand-ins for a payment provider and an identity provider exist only in the sandbox.
  if (deps.settings.mode === 'sandbox') {
    mountPaymentPage(app, deps);
    mountSandboxIdp(app, deps);
  }
}
