import { describe, expect, it } from 'vitest';
import {
  analysesLimitOf,
  downloadEntitlement,
  downloadEntitlements,
  jakartaMonthRange,
  planOf,
  premiumUntilOf,
  quotaExceededMessage,
} from './entitlements.ts';
import { FREE_ANALYSES_PER_MONTH, jakartaMonth, PRICE_LIST } from './pricing.ts';

describe('the Asia/Jakarta month (UTC+7)', () => {
  it('turns at 17:00 UTC on the last day of the month', () => {
    expect(jakartaMonth(new Date('2026-11-30T16:59:59.999Z'))).toBe('2026-11');
    expect(jakartaMonth(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(jakartaMonth(new Date('2026-11-30T17:30:00Z'))).toBe('2026-12');
    expect(jakartaMonth(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
    expect(jakartaMonth(new Date('2026-10-31T16:59:59Z'))).toBe('2026-10');
  });

  it('covers [start, end) in UTC, across the year and in February', () => {
    expect(jakartaMonthRange('2026-11')).toEqual({
      start: new Date('2026-10-31T17:00:00Z'),
      end: new Date('2026-11-30T17:00:00Z'),
    });
    expect(jakartaMonthRange('2026-12')).toEqual({
      start: new Date('2026-11-30T17:00:00Z'),
      end: new Date('2026-12-31T17:00:00Z'),
    });
    expect(jakartaMonthRange('2027-01').start).toEqual(new Date('2026-12-31T17:00:00Z'));
    expect(jakartaMonthRange('2028-02').end).toEqual(new Date('2028-02-29T17:00:00Z'));
  });

  it('agrees with jakartaMonth at every hour of a year', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 2); t += 3600_000) {
      const at = new Date(t);
      const { start, end } = jakartaMonthRange(jakartaMonth(at));
      expect(start.getTime() <= t && t < end.getTime(), at.toISOString()).toBe(true);
    }
    // 8,785 hours, each formatted through Intl: a few seconds on a loaded 2-core machine.
  }, 30_000);

  it('refuses what is not a month', () => {
    for (const m of ['2026-13', '2026-00', '2026-1', '26-11', '', '2026-11-01']) {
      expect(() => jakartaMonthRange(m), m).toThrow();
    }
  });
});

describe('the limit formula', () => {
  it('is the free analyses plus the analyses of each purchase of the month', () => {
    expect(analysesLimitOf([])).toBe(FREE_ANALYSES_PER_MONTH);
    expect(analysesLimitOf([])).toBe(3);
    expect(analysesLimitOf(['basic'])).toBe(3 + PRICE_LIST.basic.analyses);
    expect(analysesLimitOf(['basic'])).toBe(5);
    expect(analysesLimitOf(['premium'])).toBe(11);
    expect(analysesLimitOf(['basic', 'basic', 'premium'])).toBe(3 + 2 + 2 + 8);
  });

  it('premium runs 7 days from its latest settlement', () => {
    const settled = new Date('2026-11-23T10:00:00Z');
    const until = new Date('2026-11-30T10:00:00Z');
    expect(premiumUntilOf(null, settled)).toBeNull();
    expect(premiumUntilOf(settled, settled)).toEqual(until);
    expect(premiumUntilOf(settled, new Date('2026-11-30T09:59:59Z'))).toEqual(until);
    expect(premiumUntilOf(settled, until)).toBeNull();
  });

  it('names the plan: premium while it runs, basic after a basic purchase this month', () => {
    const until = new Date('2026-11-30T10:00:00Z');
    expect(planOf(null, [])).toBe('free');
    expect(planOf(null, ['basic'])).toBe('basic');
    expect(planOf(until, ['basic'])).toBe('premium');
    expect(planOf(null, ['premium'])).toBe('free');
  });

  it('words the 402 with the numbers and the prices of the list', () => {
    expect(quotaExceededMessage(3, 3)).toBe(
      'Kuota analisis bulan ini sudah habis (3 dari 3 CV). Tingkatkan ke paket Basic (Rp 25.000) atau Premium (Rp 100.000) untuk menganalisis lebih banyak CV.',
    );
    expect(quotaExceededMessage(5, 5)).toContain('(5 dari 5 CV)');
  });
});

describe('the download rule (downloadEntitlements)', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  function reads(paid: string[], premiumOf: string[]) {
    const calls = { paid: 0, premium: 0 };
    return {
      calls,
      ent: {
        async paidCvIds(ids: readonly string[]) {
          calls.paid++;
          return new Set(ids.filter((id) => paid.includes(id)));
        },
        async premiumActiveUntil(userId: string) {
          calls.premium++;
          return premiumOf.includes(userId) ? new Date('2026-11-29T00:00:00Z') : null;
        },
      },
    };
  }
  const rina = { id: 'rina', role: 'user' as const };
  const cvs = [
    { cvId: 'cv-paid', ownerId: 'rina' },
    { cvId: 'cv-new', ownerId: 'rina' },
    { cvId: 'cv-budi', ownerId: 'budi' },
  ];

  it("unlocks the owner's paid order, and only that CV without Premium", async () => {
    const { ent } = reads(['cv-paid', 'cv-budi'], []);
    expect(await downloadEntitlements(ent, rina, cvs, now)).toEqual(['paid', null, null]);
  });

  it("unlocks every CV of the owner while Premium runs, never someone else's", async () => {
    const { ent } = reads(['cv-paid'], ['rina', 'budi']);
    expect(await downloadEntitlements(ent, rina, cvs, now)).toEqual(['paid', 'premium', null]);
    expect(await downloadEntitlement(ent, rina, cvs[1]!, now)).toBe('premium');
  });

  it('unlocks every CV for an admin without reading payments', async () => {
    const { ent, calls } = reads([], []);
    const admin = { id: 'ani', role: 'admin' as const };
    expect(await downloadEntitlements(ent, admin, cvs, now)).toEqual(['admin', 'admin', 'admin']);
    expect(calls).toEqual({ paid: 0, premium: 0 });
  });

  it('reads premium once for a list, and not at all when every CV is paid', async () => {
    const many = reads([], ['rina']);
    await downloadEntitlements(many.ent, rina, cvs, now);
    expect(many.calls).toEqual({ paid: 1, premium: 1 });
    const paid = reads(['cv-paid'], ['rina']);
    await downloadEntitlement(paid.ent, rina, cvs[0]!, now);
    expect(paid.calls).toEqual({ paid: 1, premium: 0 });
  });
});
