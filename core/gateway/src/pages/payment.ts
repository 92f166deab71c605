import type { Context, Hono } from 'hono';
import type { Deps } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { centsText, toCents } from '../money/cents.ts';
import { callbackText, findDeposit, settleDeposit, verify } from '../money/orders.ts';
import { esc, htmlPage, shownMoney } from './kit.ts';

const ORDER = /^D[0-9A-Z]{10,30}$/;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f2f4f7;color:#1d2433}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 4px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
.amount{font-size:32px;font-weight:700;margin:12px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}
dt{color:#667}dd{margin:0;word-break:break-all}form{display:inline}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;min-width:120px;cursor:pointer}
.pay{background:#0a7d32;color:#fff}.cancel{background:#e4e7ec;color:#1d2433;margin-left:8px}
.note{color:#667;font-size:13px;margin-top:16px}`;
function page(c: Context, status: 200 | 400 | 404 | 409, title: string, body: string): Response {
  return htmlPage(c, {
    status,
    lang: 'en',
    title,
    style: STYLE,
    body: `<main>${body}</main>`,
    frameAncestors: "'none'",
  });
}

/**
 * The payment provider's side of a deposit.
 * - GET/POST /wps/pay/sandbox (sandbox mode only): the provider's payment page the app sends the player to, where
 *   they pay or cancel; the answer is delivered to the gateway as a provider would, then the player returns to the
 *   app's deposit screen.
 * - POST /wps/pay/callback: the provider's signed notification. Settling is conditional on the order still being
 *   pending, so a callback delivered twice credits the wallet once.
 */
export function mountPayments(app: Hono, deps: Deps): void {
  app.post('/wps/pay/callback', async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      throw new ApiError('MALFORMED_JSON');
    }
    const { orderNo, status, amount, signature } = body ?? {};
    if (typeof orderNo !== 'string' || !ORDER.test(orderNo))
      throw fieldError('orderNo', 'is not an order number');
    if (status !== 'paid' && status !== 'failed') throw fieldError('status', 'must be paid or failed');
    if (typeof amount !== 'string' || !/^\d{1,16}\.\d{2}$/.test(amount))
      throw fieldError('amount', 'must be the order amount with two decimals');
    if (
      typeof signature !== 'string' ||
      signature.length > 100 ||
      !(await verify(deps.db, callbackText(orderNo, status, amount), signature))
    )
      throw fieldError('signature', 'does not match the order');
    const order = await findDeposit(deps.db, orderNo);
    if (!order) throw new ApiError('NOT_FOUND');
    if (centsText(toCents(order.amount)) !== amount) throw fieldError('amount', 'is not the order amount');
    const settled = await settleDeposit(deps, orderNo, status);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, code: 'OK', value: { orderNo, status: settled } });
  });

  if (deps.settings.mode !== 'sandbox') return;

  const load = async (c: Context, order: string, sig: string) => {
    if (!ORDER.test(order) || sig.length > 100 || !(await verify(deps.db, order, sig))) return undefined;
    const row = await findDeposit(deps.db, order);
    const merchant = row && deps.merchants.fromCode(row.merchant);
    return row && merchant ? { row, merchant } : undefined;
  };
  const expired = (c: Context) =>
    page(
      c,
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
    const { currency, brandName } = merchant.manifest;
    const shown = shownMoney(currency.symbol, toCents(row.amount));
    const details = `<dl><dt>Merchant</dt><dd>${esc(brandName)}</dd><dt>Method</dt><dd>${esc(row.channel)}</dd><dt>Order</dt><dd>${esc(row.order_no)}</dd></dl>`;
    if (row.status !== 'pending')
      return page(
        c,
        409,
        'Payment',
        `<div class="card"><h1>This order is ${row.status === 'paid' ? 'already paid' : 'closed'}</h1><p class="amount">${esc(shown)}</p>${details}<p><a href="/m/voucherCenter?orderNo=${esc(row.order_no)}">Back to ${esc(brandName)}</a></p></div>`,
      );
    const form = (outcome: 'paid' | 'failed', label: string, cls: string) =>
      `<form method="post" action="/wps/pay/sandbox"><input type="hidden" name="order" value="${esc(row.order_no)}"><input type="hidden" name="sig" value="${esc(sig)}"><input type="hidden" name="outcome" value="${outcome}"><button class="${cls}" type="submit">${label}</button></form>`;
    return page(
      c,
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
