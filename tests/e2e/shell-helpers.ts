/**
 * Helpers for the shell specs: starting sessions through the
 * sandbox gateway, and naming the shell's landmarks the way a player's assistive technology does.
 */
import type { Page } from '@playwright/test';
import { languages, type Language } from '@wl/manifest/languages';
import type { ResolvedConfig } from '@wl/manifest/types';
import type { Sandbox } from '../fixtures.ts';

export const SESSION_KEY = 'MC_SESSION_INFO';

export interface SessionValue {
  token: string;
  userName: string;
  type: number;
  customerType?: number;
  firstTimeLogin: boolean;
  merchantCode?: string;
}

function unwrap<T>(json: unknown): T {
  const v = json as { value?: unknown; data?: { value?: unknown } };
  return (v?.value ?? v?.data?.value ?? json) as T;
}

/** Stores a session the way the app does, before any page script runs. */
export async function useSession(page: Page, merchant: ResolvedConfig, v: SessionValue): Promise<void> {
  const info = {
    token: v.token,
    merchantCode: v.merchantCode ?? merchant.platformMerchantCode,
    userName: v.userName,
    type: v.customerType ?? v.type,
    firstTimeLogin: false,
  };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(info),
  ] as const);
}

/** A fresh free-play (type 4) session from the gateway's test play. */
export async function trialSession(sandbox: Sandbox): Promise<SessionValue> {
  const r = await sandbox.call('POST', '/wps/session/testPlay', {});
  if (r.status >= 300) throw new Error(`testPlay: HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`);
  return unwrap<SessionValue>(r.json);
}

/** The BCP 47 tag of a platform language. */
export const tagOf = (lang: Language): string => languages[lang].tag;

/**
 * The referral reward as the merchant's manifest says it is shown (currency.format: decimals, symbol position and
 * space, grouping and separators, digits; defaults: symbol before, up to 2 decimals, the language's digits), isolated
 * left to right in a right-to-left language.
 */
export function rewardText(merchant: ResolvedConfig, lang: Language): string {
  const text = merchantAmount(merchant, tagOf(lang), merchant.referral.reward);
  return languages[lang].rtl ? `\u2066${text}\u2069` : text;
}

/**
 * An amount as the merchant's currency.format writes it, read from the manifest (decimals, grouping, separators,
 * digits, the symbol's side and gap): `fixed` shows all the decimals (balances), otherwise up to them (rewards).
 */
export function merchantAmount(merchant: ResolvedConfig, tag: string, amount: number, fixed = false): string {
  const f = merchant.currency.format ?? {};
  const decimals = f.decimals ?? 2;
  const number = new Intl.NumberFormat(tag, {
    ...(fixed ? { minimumFractionDigits: decimals } : {}),
    maximumFractionDigits: decimals,
    useGrouping: f.grouping ?? true,
    ...(f.digits === 'latin' ? { numberingSystem: 'latn' } : {}),
  })
    .formatToParts(amount)
    .map((p) =>
      p.type === 'group' && f.groupSeparator !== undefined
        ? f.groupSeparator
        : p.type === 'decimal' && f.decimalSeparator !== undefined
          ? f.decimalSeparator
          : p.value,
    )
    .join('');
  const gap = f.symbolSpace ? '\u00a0' : '';
  const sym = merchant.currency.symbol;
  return f.symbolPosition === 'after' ? number + gap + sym : sym + gap + number;
}

/** A masked balance: asterisks, with the symbol on the side the merchant's currency.format puts it. */
export function maskedBalance(merchant: ResolvedConfig): RegExp {
  return merchant.currency.format?.symbolPosition === 'after' ? /^\*+\D*$/ : /^\D*\*+$/;
}

/** Whether the merchant shows the header download button on home (outside an installed app). */
export function downloadShown(merchant: ResolvedConfig): boolean {
  const d = merchant.links.appDownload;
  return merchant.whitelabel.downloadPopup && Boolean(d?.android || d?.ios);
}

/**
 * A count as the page writes it (badges, levels, people): the page language's digits, Latin where the merchant's
 * currency.format says `digits: latin` (issue 27: one digit system per screen).
 */
export function merchantCount(merchant: ResolvedConfig, tag: string, n: number): string {
  return new Intl.NumberFormat(tag, {
    useGrouping: false,
    ...(merchant.currency.format?.digits === 'latin' ? { numberingSystem: 'latn' } : {}),
  }).format(n);
}

/** A count read back from the page in the language's digits or Latin ones; "99+" (in any digits) reads as 100. */
export function readCount(text: string, tag: string): number {
  const local = new Intl.NumberFormat(tag, { useGrouping: false });
  let ascii = text;
  for (let d = 0; d <= 9; d++) ascii = ascii.replaceAll(local.format(d), String(d));
  if (ascii.trim().endsWith('+')) return 100;
  return Number(ascii.replace(/\D/g, ''));
}

/** A run of digits (a dialing code) as the page writes it: each digit in the page language's digits. */
export function merchantDigits(merchant: ResolvedConfig, tag: string, digits: string): string {
  return digits.replace(/[0-9]/g, (d) => merchantCount(merchant, tag, Number(d)));
}
