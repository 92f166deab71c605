import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { pathOf } from '../routes/paths.ts';

/**
 * Renders UI with an empty catalogue (messages show their ids, so tests assert on ids without the runtime ICU
 * parser, which the app's build leaves out) inside a router at `path`.
 */
export function renderShell(ui: ReactNode, path = pathOf('home')) {
  return render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
