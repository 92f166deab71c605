/** Wallet calls: deposit channels and orders, payout accounts, payment password, withdrawals, betting record. */
import { bind } from './client.ts';

export const depositChannels = bind('depositChannels');
/** Money-moving: send one idempotency key per intended deposit (state/deposit.ts). */
export const createDeposit = bind('createDeposit');
export const depositOrders = bind('depositOrders');
export const payoutAccounts = bind('payoutAccounts');
export const bindPayoutAccount = bind('bindPayoutAccount');
export const setPaymentPassword = bind('setPaymentPassword');
/** Money-moving: send one idempotency key per intended withdrawal (state/withdraw.ts). */
export const withdraw = bind('withdraw');
export const withdrawals = bind('withdrawals');
export const gameRecords = bind('gameRecords');
/** Money-moving: send one idempotency key per intended transfer (state/transfer.ts). */
export const walletTransfer = bind('walletTransfer');
