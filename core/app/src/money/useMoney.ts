import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { i18nState } from '../i18n/i18n.ts';
import { formatMoney, formatMoneyRange } from './format.ts';

/**
 * formatMoney bound to the current language, re-rendering the screen when the language changes: every screen that
 * shows an amount formats it with this (money/format.ts).
 */
export function useMoney(): (n: number) => string {
  const { tag } = useSnapshot(i18nState);
  return useCallback((n: number) => formatMoney(n, tag), [tag]);
}

/** formatMoneyRange ("min – max") bound to the current language, for a limits placeholder. */
export function useMoneyRange(): (min: number, max: number) => string {
  const { tag } = useSnapshot(i18nState);
  return useCallback((min: number, max: number) => formatMoneyRange(min, max, tag), [tag]);
}
