import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../state/ui.ts';

/** Renders a UI-store message: a catalogue id with values, or text that is already translated. */
export function Msg({ message }: { message: Message }) {
  if ('text' in message) return <>{message.text}</>;
  return <FormattedMessage id={message.id} values={message.values} />;
}

/** A function that turns a UI-store message into a string (for attributes such as aria-label). */
export function useMessageText(): (m: Message) => string {
  const intl = useIntl();
  return useCallback(
    (m: Message) => ('text' in m ? m.text : intl.formatMessage({ id: m.id }, m.values)),
    [intl],
  );
}
