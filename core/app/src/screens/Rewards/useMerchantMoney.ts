import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { config } from '../../config/config.ts';
import { formatBalance, moneyFormat, withSymbol } from '../../i18n/format.ts';
import { i18nState } from '../../i18n/i18n.ts';

/**
 * Formats an amount as the header balance does: the merchant's currency.format (decimals, separators, symbol
 * position) in the current language's digits, so a reward reads exactly like the balance it moves.
 */
export function useMerchantMoney(symbol?: string | null): (n: number) => string {
  const { tag } = useSnapshot(i18nState);
  const currency = config().currency;
  const s = symbol || currency.symbol;
  return useCallback(
    (n: number) => {
      const fmt = moneyFormat(currency);
      const text = withSymbol(s, formatBalance(Math.abs(n), tag, fmt), fmt);
      return n < 0 ? `-${text}` : text;
    },
    [s, tag, currency],
  );
}
