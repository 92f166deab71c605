import { describe, expect, it, vi } from 'vitest';
import { amountString, checkAmount, IntentKey, toAsciiDigits } from './amount.ts';

const money = (n: number) => `₱${n.toFixed(2)}`;
const limits = { min: 100, max: 50000 };
const id = (raw: string, l: Parameters<typeof checkAmount>[1] = limits) =>
  checkAmount(raw, l, money)?.id ?? null;

describe('checkAmount', () => {
  it('names each problem of a typed amount', () => {
    expect(id('')).toBe('wallet.amount.required');
    expect(id('   ')).toBe('wallet.amount.required');
    for (const bad of ['abc', '1e5', '12,5', '1.2.3', '.', '-', '+5', '0x10', '５００'])
      expect(id(bad), bad).toBe('wallet.amount.not_number');
    expect(id('100.123')).toBe('wallet.amount.decimals');
    expect(id('-100')).toBe('wallet.amount.positive');
    expect(id('0')).toBe('wallet.amount.positive');
    expect(id('0.00')).toBe('wallet.amount.positive');
    expect(id('1234567890123')).toBe('wallet.amount.not_number');
  });

  it('checks the limits inclusively and puts them in the message', () => {
    expect(checkAmount('99.99', limits, money)).toEqual({
      id: 'wallet.amount.min',
      values: { min: '₱100.00' },
    });
    expect(id('100')).toBeNull();
    expect(id('50000')).toBeNull();
    expect(id('50000.00')).toBeNull();
    expect(checkAmount('50000.01', limits, money)).toEqual({
      id: 'wallet.amount.max',
      values: { max: '₱50000.00' },
    });
  });

  it('refuses more than the balance when one is given (withdrawals)', () => {
    expect(id('300', { ...limits, balance: 299.99 })).toBe('error.insufficient_balance');
    expect(id('300', { ...limits, balance: 300 })).toBeNull();
    expect(id('300', { ...limits, balance: null })).toBeNull();
  });

  it('accepts one or two decimals and writes the gateway amount plainly', () => {
    expect(id('150.5')).toBeNull();
    expect(id('150.50')).toBeNull();
    expect(id('150.')).toBeNull();
    expect(amountString(' 150. ')).toBe('150');
    expect(amountString('0150.5')).toBe('150.5');
    expect(amountString('.5')).toBe('0.5');
    expect(amountString('500')).toMatch(/^\d{1,12}(\.\d{1,2})?$/);
  });
});

describe('toAsciiDigits', () => {
  it('reads Bengali, Devanagari and full-width digits as ASCII and leaves the rest', () => {
    expect(toAsciiDigits('৫০০.৫০')).toBe('500.50');
    expect(toAsciiDigits('१२३')).toBe('123');
    expect(toAsciiDigits('５００')).toBe('500');
    expect(toAsciiDigits('12a.3')).toBe('12a.3');
    expect(checkAmount(toAsciiDigits('৫০০'), limits, money)).toBeNull();
  });
});

describe('IntentKey', () => {
  it('keeps one key per intended action and makes a new one when the request changes or the action ends', () => {
    let n = 0;
    const make = vi.fn(() => `key-000000000000-${++n}`);
    const k = new IntentKey(make);
    const a = k.for({ channelId: 0, amount: '100' });
    expect(k.for({ channelId: 0, amount: '100' })).toBe(a);
    const b = k.for({ channelId: 0, amount: '200' });
    expect(b).not.toBe(a);
    k.done();
    expect(k.for({ channelId: 0, amount: '200' })).not.toBe(b);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('makes keys the gateway accepts', () => {
    expect(new IntentKey().for({})).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
