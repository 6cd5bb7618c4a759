import { describe, expect, it } from 'vitest';
import { REFUND_WINDOW_DAYS, refundDeadline } from './pricing.ts';

describe('refundDeadline', () => {
  it('is the settlement plus the refund window, whether given a Date or an ISO string', () => {
    const settled = '2026-11-01T10:00:00.000Z';
    expect(REFUND_WINDOW_DAYS).toBe(7);
    expect(refundDeadline(settled).toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(refundDeadline(new Date(settled)).toISOString()).toBe('2026-11-08T10:00:00.000Z');
  });
});
