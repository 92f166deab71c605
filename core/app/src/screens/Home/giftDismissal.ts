/** Where the gift popup's dismissal is kept for the session (spec: "Closing records the dismissal in session storage"). */
export const GIFT_DISMISSED_KEYS = { guest: 'MC_GIFT_CLOSED', member: 'MC_GIFT_CLOSED_MEMBER' } as const;

export type GiftVariant = keyof typeof GIFT_DISMISSED_KEYS;

export function giftDismissed(variant: GiftVariant): boolean {
  try {
    return sessionStorage.getItem(GIFT_DISMISSED_KEYS[variant]) === '1';
  } catch {
    return false;
  }
}

export function dismissGift(variant: GiftVariant): void {
  try {
    sessionStorage.setItem(GIFT_DISMISSED_KEYS[variant], '1');
  } catch {
    /* storage blocked: it shows again next visit */
  }
}
