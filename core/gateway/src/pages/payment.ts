import type { Context, Hono } from 'hono';
import type { Deps } from '../context.ts';
import { toCents } from '../money/cents.ts';
import { DEPOSIT_ORDER_NO, findDeposit, settleDeposit, verify } from '../money/orders.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { esc, htmlPage, moneyText } from './kit.ts';

// Colours are the merchant's theme tokens (pages/kit.ts); the provider's page speaks English only.
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:var(--color-background);color:var(--color-text)}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 4px}
.card{background:var(--color-surface);border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
.amount{font-size:32px;font-weight:700;margin:12px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}
dt{color:var(--color-text-muted)}dd{margin:0;word-break:break-all}form{display:inline}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;min-width:120px;cursor:pointer}
.pay{background:var(--color-primary);color:var(--color-on-primary)}.cancel{background:var(--color-surface-alt);color:var(--color-text);margin-left:8px}
.note{color:var(--color-text-muted);font-size:13px;margin-top:16px}`;
const LANG = 'en';

function page(
  c: Context,
  merchant: GatewayMerchant | undefined,
  status: 200 | 404 | 409,
  title: string,
  body: string,
): Response {
  return htmlPage(c, {
    status,
    lang: LANG,
    title,
    merchant,
    style: STYLE,
    body: `<main>${body}</main>`,
    frameAncestors: "'none'",
  });
}

/**
 * The payment provider's page a deposit sends the player to (sandbox mode only): GET /wps/pay/sandbox shows the
 * order, where they pay or cancel; POST /wps/pay/sandbox delivers the answer to the gateway as a provider would
 * (routes/payments.ts is the provider's callback), then sends the player back to the app's deposit screen.
 */
export function mountPaymentPage(app: Hono, deps: Deps): void {
  if (deps.settings.mode !== 'sandbox') return;

  const load = async (c: Context, order: string, sig: string) => {
    if (!DEPOSIT_ORDER_NO.test(order) || sig.length > 100 || !(await verify(deps.db, order, sig)))
      return undefined;
    const row = await findDeposit(deps.db, order);
    const merchant = row && deps.merchants.fromCode(row.merchant);
    return row && merchant ? { row, merchant } : undefined;
  };
  const expired = (c: Context) =>
    page(
      c,
      deps.merchants.fromHost(c.req.header('host')),
      404,
      'Payment',
      '<div class="card"><h1>Payment link not valid</h1><p>Start the deposit again from the app.</p></div>',
    );

  app.get('/wps/pay/sandbox', async (c) => {
    const order = c.req.query('order') ?? '';
    const sig = c.req.query('sig') ?? '';
    const found = await load(c, order, sig);
    if (!found) return expired(c);
    const { row, merchant } = found;
    const { brandName } = merchant.manifest;
    const shown = moneyText(merchant, toCents(row.amount), LANG);
    const details = `<dl><dt>Merchant</dt><dd>${esc(brandName)}</dd><dt>Method</dt><dd>${esc(row.channel)}</dd><dt>Order</dt><dd>${esc(row.order_no)}</dd></dl>`;
    if (row.status !== 'pending')
      return page(
        c,
        merchant,
        409,
        'Payment',
        `<div class="card"><h1>This order is ${row.status === 'paid' ? 'already paid' : 'closed'}</h1><p class="amount">${esc(shown)}</p>${details}<p><a href="/m/voucherCenter?orderNo=${esc(row.order_no)}">Back to ${esc(brandName)}</a></p></div>`,
      );
    const form = (outcome: 'paid' | 'failed', label: string, cls: string) =>
      `<form method="post" action="/wps/pay/sandbox"><input type="hidden" name="order" value="${esc(row.order_no)}"><input type="hidden" name="sig" value="${esc(sig)}"><input type="hidden" name="outcome" value="${outcome}"><button class="${cls}" type="submit">${label}</button></form>`;
    return page(
      c,
      merchant,
      200,
      `Pay ${shown}`,
      `<div class="card"><h1>${esc(row.channel)} · sandbox payment</h1><p class="amount">${esc(shown)}</p>${details}${form('paid', 'Pay now', 'pay')}${form('failed', 'Cancel', 'cancel')}<p class="note">Sandbox: no real money moves. Paying credits the ${esc(brandName)} wallet once.</p></div>`,
    );
  });

  app.post('/wps/pay/sandbox', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const order = typeof form.order === 'string' ? form.order : '';
    const sig = typeof form.sig === 'string' ? form.sig : '';
    const outcome = form.outcome === 'paid' ? 'paid' : form.outcome === 'failed' ? 'failed' : undefined;
    const found = outcome && (await load(c, order, sig));
    if (!found || !outcome) return expired(c);
    // The provider notifies the gateway (as its callback would), then sends the player back to the app.
    const status = await settleDeposit(deps, order, outcome);
    return c.redirect(`/m/voucherCenter?orderNo=${encodeURIComponent(order)}&status=${status}`, 303);
  });
}
