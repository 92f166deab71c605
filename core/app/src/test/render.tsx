import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { pathOf } from '../routes/paths.ts';
import type { MessageId } from '../i18n/messageIds.ts';

/** An empty catalogue: every message renders as its id. */
export const NO_MESSAGES = {} as Record<MessageId, string>;

/**
 * Renders UI with an empty catalogue (messages show their ids, so tests assert on ids without the runtime ICU
 * parser, which the app's build leaves out) inside a router at `path`.
 */
export function renderShell(ui: ReactNode, path = pathOf('home')) {
  return render(
    <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
