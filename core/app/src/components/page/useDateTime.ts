import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { i18nState } from '../../i18n/i18n.ts';
import { numberingTag } from '../../i18n/format.ts';

/** Date and time of an order, a record or a message in the current language. */
export function useDateTime(): (ms: number) => string {
  const { tag } = useSnapshot(i18nState);
  return useCallback(
    (ms: number) =>
      new Date(ms).toLocaleString(numberingTag(tag), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [tag],
  );
}
