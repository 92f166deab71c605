import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedMerchant } from '@wl/manifest';
import { workspaceMerchants } from '../test/harness.ts';
import { esc, htmlPage, moneyText, signedMoneyText, themeRoot } from './kit.ts';

describe('the page kit', () => {
  let ph: LoadedMerchant;
  let bd: LoadedMerchant;
  beforeAll(async () => {
    const merchants = await workspaceMerchants();
    ph = merchants.find((m) => m.code === 'ph')!;
    bd = merchants.find((m) => m.code === 'bd')!;
  });

  it("colours a page with the merchant's resolved theme, the browser's own colours without one", () => {
    const root = themeRoot(ph);
    expect(root).toContain(`--color-primary:${ph.theme.color.primary}`);
    expect(root).toContain(`--color-on-primary:${ph.theme.color.onPrimary}`);
    expect(themeRoot(bd)).toContain(`--color-primary:${bd.theme.color.primary}`);
    // A single-token override reaches the page like the app: the theme is data, not a copy here.
    const pink = { ...ph, theme: { ...ph.theme, color: { ...ph.theme.color, primary: '#ff00aa' } } };
    expect(themeRoot(pink)).toContain('--color-primary:#ff00aa');
    expect(themeRoot(undefined)).toMatch(/^:root\{--color-primary:LinkText;/);
    expect(themeRoot({ code: 'x', manifest: ph.manifest })).toBe(themeRoot(undefined));
  });

  it("writes amounts in the merchant's currency.format, in the page's language", () => {
    expect(moneyText(ph, 123450, 'en')).toBe('₱1,234.50');
    expect(moneyText(ph, -500, 'en')).toBe('-₱5.00');
    expect(signedMoneyText(ph, 1000, 'en')).toBe('+₱10.00');
    expect(signedMoneyText(ph, -2000, 'en')).toBe('-₱20.00');
    expect(signedMoneyText(ph, 0, 'en')).toBe('₱0.00');
    expect(moneyText(bd, 123450, 'bn')).toBe('৳১,২৩৪.৫০');
    const vn = {
      ...ph,
      manifest: {
        ...ph.manifest,
        currency: {
          code: 'VND',
          iso: 'VND',
          symbol: '₫',
          format: {
            decimals: 0,
            symbolPosition: 'after' as const,
            groupSeparator: '.' as const,
            decimalSeparator: ',' as const,
          },
        },
      },
    };
    expect(moneyText(vn, 5_000_000, 'en')).toBe('50.000₫');
  });

  it('draws a page without script: its one style sheet is allowed by its hash, the theme first', async () => {
    const app = new Hono();
    app.get('/', (c) =>
      htmlPage(c, {
        status: 200,
        lang: 'en',
        title: 'A <title>',
        merchant: ph,
        style: 'main{color:var(--color-text)}',
        body: `<main>${esc('<b>"x" & \'y\'</b>')}</main>`,
        frameAncestors: "'none'",
      }),
    );
    const res = await app.request('/');
    const html = await res.text();
    const style = /<style>(.*)<\/style>/s.exec(html)![1]!;
    expect(style.startsWith(themeRoot(ph))).toBe(true);
    expect(style.endsWith('main{color:var(--color-text)}')).toBe(true);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>A &#60;title&#62;</title>');
    expect(html).toContain('&#60;b&#62;&#34;x&#34; &#38; &#39;y&#39;&#60;/b&#62;');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('allows a page its own script by its hash, and fetches to its own origin only', async () => {
    const script = 'document.title="x"';
    const app = new Hono();
    app.get('/', (c) =>
      htmlPage(c, {
        status: 200,
        lang: 'en',
        title: 't',
        merchant: ph,
        style: '',
        body: '<main></main>',
        frameAncestors: "'self'",
        script,
      }),
    );
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(await res.text()).toContain(`<script>${script}</script>`);
  });
});
