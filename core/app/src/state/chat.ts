/**
 * Live chat (spec sections 6, 7, 8): a guest goes to /m/login and comes back; a trial player gets free_reject for
 * 1 s; a member gets the platform chat (CBS_launchChat, flag CBS3) opened as the page location after 500 ms, or,
 * without CBS3, the merchant's configured LIVECHAT link. The session token never goes into the chat's URL.
 */
import type { Location, NavigateFunction } from 'react-router-dom';
import * as memberApi from '../api/member.ts';
import { config } from '../config/config.ts';
import { i18nState } from '../i18n/i18n.ts';
import { toastFailure } from './accountErrors.ts';
import { isTrial, requireSession, sessionState } from './session.ts';
import { DURATION, showLoading, toast } from './ui.ts';

/** The spec's pause between the chat answer and leaving the page. */
export const CHAT_OPEN_DELAY_MS = 500;

function headerColour(): string | undefined {
  const v = getComputedStyle(document.documentElement).getPropertyValue('--color-header').trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) ? v : undefined;
}

/** Opens live chat for the current player, or explains why not. Resolves once the page is on its way. */
export async function openLiveChat(
  navigate: NavigateFunction,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  if (!requireSession(navigate, location)) return;
  if (isTrial(sessionState.info)) {
    toast({ id: 'free_reject' }, { kind: 'error', duration: DURATION.freeReject });
    return;
  }
  const configured = config().links.customerService.find((c) => c.csType === 'LIVECHAT')?.url;
  if (!config().whitelabel.CBS3) {
    if (configured) window.location.assign(configured);
    return;
  }
  const hide = showLoading(undefined, 9_999_000);
  try {
    const colour = headerColour();
    const { chatUrl } = await memberApi.launchChat({
      b2c: 1,
      language: i18nState.lang,
      backUrl: window.location.href,
      title: config().brandName,
      ...(colour ? { headerColor: colour } : {}),
    });
    await new Promise((r) => setTimeout(r, CHAT_OPEN_DELAY_MS));
    window.location.assign(chatUrl);
  } catch (e) {
    toastFailure(e);
  } finally {
    hide();
  }
}
