/**
 * Where the gift popup's dismissal is kept. Spec: "Closing records the dismissal in session storage" (both
 * variants). The post-login version is also remembered per account in local storage, because a logout wipes session
 * storage: without it the gift came back after every login (issue 27).
 */
export const GIFT_DISMISSED_KEYS = { guest: 'MC_GIFT_CLOSED', member: 'MC_GIFT_CLOSED_MEMBER' } as const;

export type GiftVariant = keyof typeof GIFT_DISMISSED_KEYS;

/** The local-storage key of one account's dismissal of the post-login gift. */
export const memberGiftKey = (userName: string): string => `${GIFT_DISMISSED_KEYS.member}:${userName}`;

/**
 * Whether the variant was dismissed: this session, or (post-login version) ever by this account on this device.
 * @param userName the logged-in account, for the post-login version
 */
export function giftDismissed(variant: GiftVariant, userName?: string): boolean {
  try {
    if (sessionStorage.getItem(GIFT_DISMISSED_KEYS[variant]) === '1') return true;
    return (
      variant === 'member' && userName !== undefined && localStorage.getItem(memberGiftKey(userName)) === '1'
    );
  } catch {
    return false;
  }
}

export function dismissGift(variant: GiftVariant, userName?: string): void {
  try {
    sessionStorage.setItem(GIFT_DISMISSED_KEYS[variant], '1');
    if (variant === 'member' && userName !== undefined) localStorage.setItem(memberGiftKey(userName), '1');
  } catch {
    /* storage blocked: it shows again next visit */
  }
}
