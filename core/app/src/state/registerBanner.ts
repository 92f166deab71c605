/**
 * The registration banner (spec section 7: announcements of type B with groupName m_reg, issue 28): read when the
 * register page opens, in the page's language. A banner is decoration: a failure or an empty answer shows none.
 */
import type { Banner } from '@wl/contract';
import { proxy } from 'valtio';
import * as content from '../api/content.ts';
import { i18nState } from '../i18n/i18n.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';

/** The content group of the registration banner. */
export const REGISTER_BANNER_GROUP = 'm_reg';

const INITIAL = { status: 'idle' as LoadStatus, banners: [] as Banner[] };
export const registerBannerState = proxy(structuredClone(INITIAL));

let request = 0;

/** Loads the m_reg banners; a newer load (a language change) wins over an older one still in flight. */
export async function loadRegisterBanners(): Promise<void> {
  const mine = ++request;
  registerBannerState.status = 'loading';
  try {
    const v = await content.announcements({
      types: 'B',
      groupName: REGISTER_BANNER_GROUP,
      platform: 'M',
      language: i18nState.lang,
    });
    if (mine !== request) return;
    registerBannerState.banners = v.banners.filter((b) => b.groupName === REGISTER_BANNER_GROUP);
    registerBannerState.status = 'ready';
  } catch {
    if (mine === request) registerBannerState.status = 'error';
  }
}

function reset(): void {
  request++;
  Object.assign(registerBannerState, structuredClone(INITIAL));
}

registerStore({ name: 'registerBanner', reset, states: [registerBannerState] });
