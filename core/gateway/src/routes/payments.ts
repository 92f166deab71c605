import type { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { centsText, toCents } from '../money/cents.ts';
import { callbackText, DEPOSIT_ORDER_NO, findDeposit, settleDeposit, verify } from '../money/orders.ts';

/**
 * POST /wps/pay/callback: the payment provider's signed notification of a deposit's outcome (the provider's page
 * itself is pages/payment.ts). Settling is conditional on the order still being pending, so a callback delivered
 * twice credits the wallet once.
 */
export function mountPaymentCallback(app: Hono, deps: Deps): void {
  app.post('/wps/pay/callback', async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      throw new ApiError('MALFORMED_JSON');
    }
    const { orderNo, status, amount, signature } = body ?? {};
    if (typeof orderNo !== 'string' || !DEPOSIT_ORDER_NO.test(orderNo))
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
}
