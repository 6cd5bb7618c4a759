import { createHash } from 'node:crypto';
import {
  CURRENCY,
  formatRupiah,
  FREE_ANALYSES_PER_MONTH,
  PAYMENT_METHODS,
  PRICE_LIST,
} from '@karier/commerce';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ENABLED_PAYMENTS,
  midtransSignature,
  SimulatedGateway,
  verifyMidtransSignature,
  type Order,
} from './gateways.ts';

describe('price list', () => {
  it('basic is Rp 25.000: the revised CV and 2 analyses', () => {
    expect(PRICE_LIST.basic).toMatchObject({
      amount: 25_000,
      analyses: 2,
      unlocksCvDownload: true,
    });
    expect(formatRupiah(PRICE_LIST.basic.amount!)).toBe('Rp 25.000');
  });

  it('premium is a promotion: Rp 100.000 instead of Rp 200.000, 8 analyses, 7 days', () => {
    const p = PRICE_LIST.premium;
    expect(p).toMatchObject({ amount: 100_000, analyses: 8, unlimitedRevisionDays: 7 });
    expect(p.originalAmount).toBeGreaterThan(p.amount!);
    expect(formatRupiah(p.amount!)).toBe('Rp 100.000');
    expect(formatRupiah(p.originalAmount!)).toBe('Rp 200.000');
  });

  it('free is 3 analyses a month; enterprise is on contact; rupiah only', () => {
    expect(PRICE_LIST.free.amount).toBe(0);
    expect(PRICE_LIST.free.analyses).toBe(FREE_ANALYSES_PER_MONTH);
    expect(FREE_ANALYSES_PER_MONTH).toBe(3);
    expect(PRICE_LIST.enterprise.amount).toBeNull();
    expect(CURRENCY).toBe('IDR');
  });

  it('formatRupiah groups thousands with a dot, no decimals', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
  });
});

describe('Midtrans', () => {
  const key = 'SB-Mid-server-unit-0001';
  const n = (over: Record<string, string> = {}) => {
    const base = {
      order_id: 'KRR-abcdefghijklmnopqrst',
      status_code: '200',
      gross_amount: '25000.00',
    };
    const signed = { ...base, ...over };
    return {
      ...signed,
      signature_key: createHash('sha512')
        .update(signed.order_id + signed.status_code + signed.gross_amount + key)
        .digest('hex'),
    };
  };

  it('signature_key is SHA512(order_id + status_code + gross_amount + server key)', () => {
    const note = n();
    expect(midtransSignature(note.order_id, '200', '25000.00', key)).toBe(note.signature_key);
    expect(verifyMidtransSignature(note, key)).toBe(true);
  });

  it('refuses a wrong key, an altered field or a malformed signature', () => {
    expect(verifyMidtransSignature(n(), 'SB-Mid-server-other')).toBe(false);
    expect(verifyMidtransSignature({ ...n(), gross_amount: '1.00' }, key)).toBe(false);
    expect(verifyMidtransSignature({ ...n(), status_code: '201' }, key)).toBe(false);
    expect(verifyMidtransSignature({ ...n(), signature_key: 'abc' }, key)).toBe(false);
    expect(verifyMidtransSignature({ ...n(), signature_key: '' }, key)).toBe(false);
  });

  it('maps every method to Snap payment channels', () => {
    expect(Object.keys(ENABLED_PAYMENTS).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(ENABLED_PAYMENTS.credit_card).toEqual(['credit_card']);
    expect(ENABLED_PAYMENTS.bank_transfer).toEqual([
      'bca_va',
      'bni_va',
      'bri_va',
      'permata_va',
      'echannel',
    ]);
    expect(ENABLED_PAYMENTS.ewallet).toEqual(['gopay', 'shopeepay', 'other_qris']);
  });
});

describe('simulated gateway', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const order = {
    paymentId: 'KRR-abcdefghijklmnopqrst',
    amount: 25_000,
  } as Order;

  it('settles through the settlement path after the delay, with FP + timestamp', async () => {
    vi.useFakeTimers();
    const calls: unknown[] = [];
    const gw = new SimulatedGateway(async (id, input) => calls.push([id, input]), 2000);
    expect(await gw.start(order)).toEqual({});
    vi.advanceTimersByTime(1999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([
      [order.paymentId, { amount: 25_000, gatewayTransactionId: expect.stringMatching(/^FP\d+$/) }],
    ]);
  });

  it('close() cancels what is still scheduled', async () => {
    vi.useFakeTimers();
    const calls: unknown[] = [];
    const gw = new SimulatedGateway(async (id) => calls.push(id), 2000);
    await gw.start(order);
    gw.close();
    await gw.start(order);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
  });
});
