/**
 * The cookie that carries the player's language to the server (the app sets it with the language it shows): where
 * the bundle has home prerendered in that language (`lang/<LANG>/index.html`), the server answers with that page
 * instead of the default language's, so a returning player's first paint is in their language, with their banner.
 */
export const LANG_COOKIE = 'wl_lang';

/** A language code a server may put into a file name (the manifest's codes: two or three capitals). */
export const LANG_CODE = /^[A-Z]{2,3}$/;

/**
 * The page of a bundle, relative to its root, that home is prerendered into for one language other than the
 * default (the default's is index.html).
 * @example langPage('EN') // 'lang/EN/index.html'
 */
export const langPage = (lang: string): string => `lang/${lang}/index.html`;
