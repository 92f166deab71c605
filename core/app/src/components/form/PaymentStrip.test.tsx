import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installConfig } from '../../config/config.ts';
import { i18nState } from '../../i18n/i18n.ts';
import { testConfig } from '../../test/config.ts';
import { renderShell } from '../../test/render.tsx';
import { PaymentStrip } from './PaymentStrip.tsx';

describe('PaymentStrip', () => {
  afterEach(() => {
    installConfig(testConfig());
    i18nState.lang = 'EN';
  });

  it("names each method in the page's language where the manifest gives a name in it, else by its title", () => {
    const cfg = testConfig();
    installConfig({
      ...cfg,
      payments: [
        { title: 'GCash', money: [100], icons: ['/g.svg'], min: 100, max: 500 },
        {
          title: 'Bank transfer',
          titles: { TY: 'Bangko' },
          money: [100],
          icons: ['/b.svg'],
          min: 100,
          max: 500,
        },
      ],
    });
    i18nState.lang = 'TY';
    renderShell(<PaymentStrip />);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['GCash', 'Bangko']);
  });
});
