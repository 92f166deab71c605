import { feedbackWords } from './feedback.ts';
import type { Merchant } from './generated/merchant.ts';
import { closest, type Problem } from './validate.ts';

/**
 * Money limits the schema alone cannot check: each payment channel's min is at most its max and every preset lies
 * within them (a preset the player could never pay would be shown and refused), and the withdrawal min is at most
 * its max. Every amount has at most two decimals: the gateway keeps money in cents and refuses an amount it would
 * have to round. The time zone must be one the runtime's Intl knows (the pattern alone lets "Asia/Nowhere" through).
 */
export function limitProblems(m: Merchant, file: string): Problem[] {
  const problems: Problem[] = [];
  for (const [pointer, amount] of moneyFields(m))
    if (!CENTS.test(String(amount)))
      problems.push({
        file,
        pointer,
        message: `${amount} has more than two decimals`,
        hint: 'money is kept in cents: give at most two decimals (e.g. 10.55)',
      });
  m.payments.forEach((p, i) => {
    if (p.min > p.max)
      problems.push({ file, pointer: `/payments/${i}/min`, message: `${p.min} is above max ${p.max}` });
    p.money.forEach((amount, j) => {
      if (amount < p.min || amount > p.max)
        problems.push({
          file,
          pointer: `/payments/${i}/money/${j}`,
          message: `preset ${amount} is outside this method's limits ${p.min}–${p.max}`,
          hint: 'raise max, lower min or remove the preset',
        });
    });
  });
  if (m.withdrawal.min > m.withdrawal.max)
    problems.push({
      file,
      pointer: '/withdrawal/min',
      message: `${m.withdrawal.min} is above max ${m.withdrawal.max}`,
    });
  const words = feedbackWords(m);
  if (words.minWords > words.maxWords)
    problems.push({
      file,
      pointer: '/feedback/minWords',
      message: `${words.minWords} is above maxWords ${words.maxWords}`,
    });
  return problems;
}

/**
 * The time zone must be one Intl knows; checked on its own (load.ts runs it with the schema's errors, not after
 * them), with the nearest known name as the suggestion.
 */
export function timeZoneProblems(zone: unknown, file: string): Problem[] {
  if (typeof zone !== 'string' || knownTimeZone(zone)) return [];
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // The whole name first (Asia/Bankok), else the city alone in any region (Asia/Saigon is known; Asia/Hochiminh is
  // not, and is too far from any city to guess).
  const city = closest(
    zone.split('/').pop() ?? zone,
    zones.map((z) => z.split('/').pop()!),
  );
  const full = closest(zone, zones) ?? (city && zones.find((z) => z.endsWith(`/${city}`)));
  return [
    {
      file,
      pointer: '/timezone',
      message: `${zone} is not a time zone this runtime knows`,
      hint: full
        ? `did you mean "${full}"?`
        : 'use an IANA name such as Asia/Manila (the list: Intl.supportedValuesOf("timeZone"))',
    },
  ];
}

/** Whether Intl knows an IANA time zone name. */
export function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An amount in cents: digits, and at most two decimals (as JSON numbers print; 1e21 does not pass). */
const CENTS = /^\d+(\.\d{1,2})?$/;

/** Every money amount of a manifest, with its JSON pointer. */
function moneyFields(m: Merchant): [string, number][] {
  return [
    ...m.payments.flatMap((p, i): [string, number][] => [
      [`/payments/${i}/min`, p.min],
      [`/payments/${i}/max`, p.max],
      ...p.money.map((amount, j): [string, number] => [`/payments/${i}/money/${j}`, amount]),
    ]),
    ['/withdrawal/min', m.withdrawal.min],
    ['/withdrawal/max', m.withdrawal.max],
    ['/withdrawal/kycThreshold', m.withdrawal.kycThreshold],
    ['/referral/reward', m.referral.reward],
    ...(m.rewards ? ([['/rewards/welcomeBonus', m.rewards.welcomeBonus]] as [string, number][]) : []),
  ];
}
