/** Which download guide fits the browser (spec: /m/app, "Please use Safari for download App." on iOS). */

export type AppPlatform = 'ios' | 'android' | 'other';

/** iOS (iPadOS reporting as a Mac with touch included), Android, or anything else. */
export function appPlatform(ua: string, maxTouchPoints = 0): AppPlatform {
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  return 'other';
}

/**
 * True for Safari itself on iOS: every iOS browser is WebKit and says "Safari", so the others are told apart by
 * their own tokens (Chrome, Firefox, Edge, Opera, in-app browsers of Facebook, Instagram, Line, WeChat...).
 */
export function isIosSafari(ua: string): boolean {
  return (
    /Safari\//.test(ua) &&
    /Version\//.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Telegram/.test(
      ua,
    )
  );
}
