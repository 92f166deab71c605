import { languageTag, type Language } from '@wl/manifest/languages';
import { formatAmount, moneyFormat } from '@wl/manifest/money';
import type { Queryable } from '../db/types.ts';
import type { MerchantContent } from '@wl/manifest';
import type { GatewayMerchant } from '../merchants.ts';

type Decisions = NonNullable<MerchantContent['decisions']>;

/*
 * The inbox message a player gets when the operator (or the payment provider) decides something they asked for: a
 * deposit paid or failed, a withdrawal paid or rejected, identity documents accepted or not. Written by the code
 * that records the decision, in the same transaction, so a decision never exists without its message (nor a message
 * without its decision). The language is the one the player made the request in. The text is the operator's for
 * that language (content/<lang>.json "decisions"), else the seed's (EN, TY, BN), else English, like the seeded
 * content (seed/texts.ts).
 */

export type Decision =
  | { kind: 'deposit'; outcome: 'paid' | 'failed'; orderNo: string; amount: number }
  | { kind: 'withdrawal'; outcome: 'paid' | 'rejected'; orderNo: string; amount: number; reason?: string }
  | { kind: 'kyc'; outcome: 'verified' | 'rejected'; reason?: string };

type Key = `${Decision['kind']}.${string}`;
type Texts = Record<Key, [title: string, body: string]>;

/** {amount} is the amount in the merchant's money format, {orderNo} the order, {reason} the operator's reason. */
const EN: Texts = {
  'deposit.paid': [
    'Deposit received',
    '<p>Your deposit of {amount} (order {orderNo}) is in your balance.</p>',
  ],
  'deposit.failed': [
    'Deposit not completed',
    '<p>Your deposit of {amount} (order {orderNo}) was not completed. Nothing was taken from your balance.</p>',
  ],
  'withdrawal.paid': [
    'Withdrawal paid',
    '<p>Your withdrawal of {amount} (order {orderNo}) has been paid to your account.</p>',
  ],
  'withdrawal.rejected': [
    'Withdrawal rejected',
    '<p>Your withdrawal of {amount} (order {orderNo}) was rejected: {reason}. The amount is back in your balance.</p>',
  ],
  'kyc.verified': ['Identity verified', '<p>Your identity documents were accepted. Thank you.</p>'],
  'kyc.rejected': [
    'Identity not verified',
    '<p>Your identity documents were not accepted: {reason}. Please upload them again.</p>',
  ],
};

const TEXTS: Record<string, Texts> = {
  EN,
  TY: {
    'deposit.paid': [
      'Natanggap ang deposito',
      '<p>Ang iyong deposito na {amount} (order {orderNo}) ay nasa iyong balanse na.</p>',
    ],
    'deposit.failed': [
      'Hindi natapos ang deposito',
      '<p>Hindi natapos ang iyong deposito na {amount} (order {orderNo}). Walang kinuha sa iyong balanse.</p>',
    ],
    'withdrawal.paid': [
      'Naipadala ang withdrawal',
      '<p>Ang iyong withdrawal na {amount} (order {orderNo}) ay naipadala na sa iyong account.</p>',
    ],
    'withdrawal.rejected': [
      'Tinanggihan ang withdrawal',
      '<p>Tinanggihan ang iyong withdrawal na {amount} (order {orderNo}): {reason}. Naibalik na ang halaga sa iyong balanse.</p>',
    ],
    'kyc.verified': [
      'Na-verify ang pagkakakilanlan',
      '<p>Tinanggap ang iyong mga dokumento ng pagkakakilanlan. Salamat.</p>',
    ],
    'kyc.rejected': [
      'Hindi na-verify ang pagkakakilanlan',
      '<p>Hindi tinanggap ang iyong mga dokumento ng pagkakakilanlan: {reason}. Paki-upload muli.</p>',
    ],
  },
  BN: {
    'deposit.paid': [
      'জমা পাওয়া গেছে',
      '<p>আপনার {amount} জমা (অর্ডার {orderNo}) আপনার ব্যালেন্সে যোগ হয়েছে।</p>',
    ],
    'deposit.failed': [
      'জমা সম্পন্ন হয়নি',
      '<p>আপনার {amount} জমা (অর্ডার {orderNo}) সম্পন্ন হয়নি। আপনার ব্যালেন্স থেকে কিছু কাটা হয়নি।</p>',
    ],
    'withdrawal.paid': [
      'উত্তোলন পরিশোধিত',
      '<p>আপনার {amount} উত্তোলন (অর্ডার {orderNo}) আপনার অ্যাকাউন্টে পাঠানো হয়েছে।</p>',
    ],
    'withdrawal.rejected': [
      'উত্তোলন প্রত্যাখ্যাত',
      '<p>আপনার {amount} উত্তোলন (অর্ডার {orderNo}) প্রত্যাখ্যাত হয়েছে: {reason}। অর্থ আপনার ব্যালেন্সে ফেরত এসেছে।</p>',
    ],
    'kyc.verified': ['পরিচয় যাচাই হয়েছে', '<p>আপনার পরিচয়ের নথি গৃহীত হয়েছে। ধন্যবাদ।</p>'],
    'kyc.rejected': [
      'পরিচয় যাচাই হয়নি',
      '<p>আপনার পরিচয়ের নথি গৃহীত হয়নি: {reason}। অনুগ্রহ করে আবার আপলোড করুন।</p>',
    ],
  },
};

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The title and body of a decision's message in a language (the merchant's default when the request recorded
 * none): amounts as the merchant's money format writes them in that language's digits.
 */
export function decisionText(
  merchant: GatewayMerchant,
  language: string | null | undefined,
  d: Decision,
): { title: string; body: string } {
  const m = merchant.manifest;
  const offered = (m.langList as readonly string[]).includes(language ?? '') ? language! : m.defaultLang;
  const key: Key = `${d.kind}.${d.outcome}`;
  // The operator's text for the language (merchants/<code>/content/<lang>.json "decisions") before the seed's.
  const own = merchant.content?.[offered]?.decisions?.[key as keyof Decisions];
  const [title, body] = own ? [own.title, own.body] : ((TEXTS[offered] ?? EN)[key] ?? EN[key]!);
  const tag = languageTag(offered as Language);
  const values: Record<string, string> = {
    amount: 'amount' in d ? formatAmount(m.currency.symbol, d.amount, tag, moneyFormat(m.currency)) : '',
    orderNo: 'orderNo' in d ? d.orderNo : '',
    reason: 'reason' in d && d.reason ? d.reason : '',
  };
  // Values are escaped: the body is shown as (sanitised) HTML and a reason is the operator's free text.
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => escapeHtml(values[k] ?? ''));
  return { title: fill(title), body: fill(body) };
}

/** Writes a decision's message to the member's inbox; `tx` is the transaction that records the decision. */
export async function notifyDecision(
  tx: Queryable,
  merchant: GatewayMerchant | undefined,
  memberId: number,
  language: string | null | undefined,
  d: Decision,
  at: number,
): Promise<void> {
  if (!merchant) return;
  const { title, body } = decisionText(merchant, language, d);
  await tx.query('INSERT INTO inbox_messages (member_id, title, body, created_at) VALUES ($1, $2, $3, $4)', [
    memberId,
    title,
    body,
    at,
  ]);
}
