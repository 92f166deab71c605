/**
 * A fresh real account for the issue-28 specs without going through the registration form (which other specs
 * test): the sandbox makes an agent (type 1, a real account), the login call opens its session, and the page gets
 * that session the way the app stores it. One API round trip instead of a form per test.
 */
import type { Page } from '@playwright/test';
import type { ResolvedConfig } from '@wl/manifest';
import type { Sandbox } from '../fixtures.ts';
import { callAs } from './api.helpers.ts';

export const SANDBOX_PASSWORD = 'Sandbox123';

export async function freshAccount(
  page: Page,
  sandbox: Sandbox,
  merchant: ResolvedConfig,
): Promise<{ username: string; token: string }> {
  const username = `i28${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  // No pending contract requests: their prompt is not what these specs test.
  const made = await sandbox.call<{ value: { username: string } }>('POST', '/__sandbox/agent', {
    username,
    contracts: [],
  });
  const v = await callAs<{ token: string; userName: string; type: number }>(sandbox, null, 'agentLogin', {
    username: made.json.value.username,
    password: SANDBOX_PASSWORD,
  });
  const info = {
    token: v.token,
    merchantCode: merchant.platformMerchantCode,
    userName: v.userName,
    type: v.type,
    firstTimeLogin: false,
  };
  await page.addInitScript((s) => {
    localStorage.setItem('MC_SESSION_INFO', s);
    sessionStorage.setItem('MC_TERMS_AGREED', '1');
    sessionStorage.setItem('MC_GIFT_CLOSED', '1');
  }, JSON.stringify(info));
  return { username: made.json.value.username, token: v.token };
}
