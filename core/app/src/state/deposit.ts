/**
 * Deposit (/m/voucherCenter): the merchant's channels, the player's orders and the order being created. One
 * idempotency key per intended deposit: a double tap joins the request already in flight, and a retry after a
 * failure that may never have reached the gateway (network, timeout) sends the same key again, so at most one
 * order is created.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import { isApiError } from '../api/errors.ts';
import * as walletApi from '../api/wallet.ts';
import { IntentKey } from '../money/amount.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { emptyPaged, pagedList, countedPage } from './kit/pagedList.ts';
import { refreshWallet } from './wallet.ts';
import { registerStore } from './kit/registry.ts';

export type Channel = ValueOf<'depositChannels'>['channels'][number];
export type DepositOrder = ValueOf<'depositOrders'>['list'][number];

export const ORDERS_PAGE_SIZE = 10;

const INITIAL = {
  channels: [] as Channel[],
  channelsLoad: 'idle' as LoadStatus,
  /** The player's orders, newest first (kit/pagedList.ts); shown while they are re-read after a payment. */
  orders: emptyPaged<DepositOrder>(),
  submitting: false,
};

export const depositState = proxy(structuredClone(INITIAL));

const orders = pagedList({
  state: () => depositState.orders,
  fetch: (pageNo) => walletApi.depositOrders({ pageNo, pageSize: ORDERS_PAGE_SIZE }),
  page: (v, pageNo) => countedPage(v.list, pageNo, v.totalCount, ORDERS_PAGE_SIZE),
  keepWhileLoading: true,
});

const intent = new IntentKey();
let inflight: Promise<string> | null = null;

/** Loads the channels (the screen's first call); failures leave a retry in place. */
export async function loadChannels(): Promise<void> {
  depositState.channelsLoad = 'loading';
  try {
    const v = await walletApi.depositChannels();
    depositState.channels = v.channels;
    depositState.channelsLoad = 'ready';
  } catch {
    depositState.channelsLoad = 'error';
  }
}

/** Loads the first page of orders, or the next one with `more`. */
export function loadOrders(more = false): Promise<void> {
  return orders.load(more ? 'more' : 'first');
}

/** A failure after which the gateway may or may not have created the order: the next attempt keeps the key. */
export function mayHaveArrived(err: unknown): boolean {
  return !isApiError(err) || err.status === 0 || err.status >= 500;
}

/**
 * Creates the order and answers the provider's page to go to. Concurrent calls (a double tap) share one request;
 * the key is kept for a retry of the same request after a network failure and dropped after an answer.
 */
export function createDeposit(channelId: number, amount: string): Promise<string> {
  if (inflight) return inflight;
  const request = { channelId, amount };
  const idempotencyKey = intent.for(request);
  depositState.submitting = true;
  const p = walletApi
    .createDeposit({ ...request, idempotencyKey })
    .then((v) => {
      intent.done();
      return v.payUrl;
    })
    .catch((err: unknown) => {
      if (!mayHaveArrived(err)) intent.done();
      throw err;
    })
    .finally(() => {
      inflight = null;
      depositState.submitting = false;
    });
  return (inflight = p);
}

/** Back from the payment page: the orders and the balance (header, side menu, member center) are re-read. */
export function afterPayment(): Promise<unknown> {
  return Promise.all([loadOrders(), refreshWallet()]);
}

/** Back to a first visit. */
export function reset(): void {
  inflight = null;
  intent.done();
  orders.cancel();
  Object.assign(depositState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'deposit', reset, states: [depositState], perSession: true });
