import { AppError, ReservationTakenError } from '@karier/events';
import { type Entitlements } from '@karier/commerce';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_SLOT_SCOPE, QuotaGate } from './quota.ts';

/** Entitlements with a stored count that grows when an upload "stores" (slow reads on purpose). */
function fakeEntitlements(limit = 3) {
  const stored = new Map<string, number>();
  const ent = {
    async analysesUsed(userId: string) {
      await new Promise((r) => setTimeout(r, 5));
      return stored.get(userId) ?? 0;
    },
    async analysesLimit() {
      return limit;
    },
  } as unknown as Entitlements;
  return { ent, store: (userId: string) => stored.set(userId, (stored.get(userId) ?? 0) + 1) };
}

const now = new Date('2026-11-23T10:00:00Z');

describe('QuotaGate', () => {
  it('lets exactly the limit through when uploads arrive together', async () => {
    const { ent } = fakeEntitlements(3);
    const gate = new QuotaGate(ent);
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, () => gate.reserve('u1', now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(4);
    const err = (refused[0] as PromiseRejectedResult).reason as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(402);
    expect(err.code).toBe('QUOTA_EXCEEDED');
    expect(err.details).toEqual({ used: 3, limit: 3, upgrade: '/pricing' });
    // Another user has their own quota.
    await expect(gate.reserve('u2', now)).resolves.toBeTypeOf('function');
  });

  it('gives a slot back when an upload fails, keeps it counted once stored', async () => {
    const { ent, store } = fakeEntitlements(2);
    const gate = new QuotaGate(ent);
    const a = await gate.reserve('u', now);
    const b = await gate.reserve('u', now);
    await expect(gate.reserve('u', now)).rejects.toMatchObject({ status: 402 });
    b(); // failed: nothing stored
    b(); // releasing twice changes nothing
    store('u'); // a was stored…
    a(); // …then released
    const c = await gate.reserve('u', now);
    await expect(gate.reserve('u', now)).rejects.toMatchObject({ status: 402 });
    c();
  });

  it('keeps working after a failed read, and is a no-op when turned off', async () => {
    let fail = true;
    const ent = {
      async analysesUsed() {
        if (fail) throw new Error('database down');
        return 0;
      },
      async analysesLimit() {
        return 1;
      },
    } as unknown as Entitlements;
    const gate = new QuotaGate(ent);
    await expect(gate.reserve('u', now)).rejects.toThrow('database down');
    fail = false;
    await expect(gate.reserve('u', now)).resolves.toBeTypeOf('function');

    const off = new QuotaGate(fakeEntitlements(0).ent, false);
    for (let i = 0; i < 5; i++) await off.reserve('u', now);
  });

  it('claim: appends with the next slot; a slot taken meanwhile is counted again, then 402', async () => {
    const { ent, store } = fakeEntitlements(2);
    const gate = new QuotaGate(ent);
    const slots: string[] = [];
    // Another process stores an upload (slot 0) just before this one appends with slot 0.
    const first = await gate.claim('u', now, async (reserve) => {
      slots.push(reserve[0]!.value);
      if (slots.length === 1) {
        store('u');
        throw new ReservationTakenError(ANALYSIS_SLOT_SCOPE);
      }
      store('u');
      return 'stored';
    });
    expect(first).toBe('stored');
    expect(slots).toEqual(['u:2026-11:0', 'u:2026-11:1']);
    // The month is used up: refused before any append.
    let appended = false;
    await expect(
      gate.claim('u', now, async () => {
        appended = true;
      }),
    ).rejects.toMatchObject({ status: 402, details: { used: 2, limit: 2, upgrade: '/pricing' } });
    expect(appended).toBe(false);
    // Another reservation taken (not a slot) is not retried.
    const other = new QuotaGate(fakeEntitlements(2).ent);
    await expect(
      other.claim('v', now, async () => {
        throw new ReservationTakenError('email');
      }),
    ).rejects.toBeInstanceOf(ReservationTakenError);
    // With the quota off nothing is reserved.
    const off = new QuotaGate(ent, false);
    await expect(off.claim('u', now, async (reserve) => reserve)).resolves.toEqual([]);
  });
});
