import { randomBytes, randomUUID } from 'node:crypto';
import { PRICE_LIST, type Entitlements } from '@karier/commerce';
import { cvStreamId, paymentStreamId, systemContext, type KarierEvent } from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend } from './backends.ts';
import { appendSettledPayment } from './payments.ts';
import { openTestStorage, type Backend, type TestStorage } from './storage.ts';

const HASH = 'a'.repeat(64);

/** What a contract run reads through: the entitlements, and a catch-up to run before each read. */
export interface EntitlementsUnderTest {
  entitlements: Entitlements;
  /** Brings the source up to the store's head (a projection's catch-up); none for the store. */
  sync?: () => Promise<void>;
}

/**
 * The entitlements contract (commerce's rules over an EntitlementFacts source), given events
 * appended to a fresh store on each backend: the command side's event ledger and the query
 * side's read model must answer alike. `extra` adds the source's own tests.
 */
export function entitlementsContract(
  title: (backend: Backend) => string,
  open: (storage: TestStorage) => Promise<EntitlementsUnderTest>,
  extra?: (ctx: {
    backend: Backend;
    storage: () => TestStorage;
    uploadCv: (userId: string, uploadedAt: string) => Promise<{ cvId: string; revisionId: string }>;
  }) => void,
): void {
  forEachBackend(title, (backend) => {
    let storage: TestStorage;
    let ent: Entitlements;
    beforeAll(async () => {
      storage = await openTestStorage(backend);
      const under = await open(storage);
      ent = synced(under.entitlements, under.sync);
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    async function uploadCv(userId: string, uploadedAt: string, revisionId = newRevisionId()) {
      const cvId = randomUUID();
      const events: KarierEvent[] = [
        {
          type: 'CvUploaded',
          data: {
            cvId,
            userId,
            title: 'CV Rina',
            fileName: 'cv.pdf',
            fileHash: HASH,
            format: 'pdf',
            sizeBytes: 1000,
            pages: 1,
            ocr: false,
            template: 'modern',
            extractedText: 'Rina Kusumawati',
            uploadedAt,
          },
        },
        {
          type: 'CvRevisionGenerated',
          data: {
            cvId,
            userId,
            revisionId,
            template: 'modern',
            provider: 'builtin',
            fileHash: HASH,
            content: { summary: 'Ringkasan' },
            generatedAt: uploadedAt,
          },
        },
      ];
      await storage.store.append(cvStreamId(cvId), events, {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      return { cvId, revisionId };
    }

    async function settle(
      userId: string,
      cvId: string | null,
      product: 'basic' | 'premium',
      settledAt: string,
    ) {
      await appendSettledPayment(storage.store, { userId, cvId, product, settledAt });
    }

    it('counts the uploads of a Jakarta month (UTC+7) and only the user’s own', async () => {
      const u = randomUUID();
      const other = randomUUID();
      await uploadCv(u, '2026-10-31T16:59:59Z'); // 23:59 in Jakarta: October
      await uploadCv(u, '2026-10-31T17:00:00Z'); // 00:00 on 1 November
      await uploadCv(u, '2026-11-30T16:59:59Z'); // 23:59 on 30 November
      await uploadCv(u, '2026-11-30T17:30:00Z'); // 00:30 on 1 December
      await uploadCv(u, '2026-11-15T08:00:00+07:00'); // an offset other than Z
      await uploadCv(other, '2026-11-15T08:00:00Z');
      expect(await ent.analysesUsed(u, '2026-10')).toBe(1);
      expect(await ent.analysesUsed(u, '2026-11')).toBe(3);
      expect(await ent.analysesUsed(u, '2026-12')).toBe(1);
      expect(await ent.analysesUsed(other, '2026-11')).toBe(1);
      expect(await ent.analysesUsed(randomUUID(), '2026-11')).toBe(0);
    });

    it('raises the limit by the purchases settled in that month', async () => {
      const u = randomUUID();
      expect(await ent.analysesLimit(u, '2026-11')).toBe(3);
      await settle(u, randomUUID(), 'basic', '2026-11-30T16:00:00Z');
      await settle(u, null, 'premium', '2026-11-30T17:10:00Z'); // December in Jakarta
      await settle(randomUUID(), null, 'premium', '2026-11-10T00:00:00Z');
      expect(await ent.analysesLimit(u, '2026-11')).toBe(5);
      expect(await ent.analysesLimit(u, '2026-12')).toBe(11);
      expect(await ent.settledProducts(u, '2026-12')).toEqual(['premium']);
    });

    it('knows paid CVs and premium periods', async () => {
      const u = randomUUID();
      const first = await uploadCv(u, '2026-11-20T10:00:00Z');
      const second = await uploadCv(u, '2026-11-20T11:00:00Z');
      expect(await ent.isCvPaid(first.cvId)).toBe(false);
      await settle(u, first.cvId, 'basic', '2026-11-21T10:00:00Z');
      expect(await ent.isCvPaid(first.cvId)).toBe(true);
      expect(await ent.isCvPaid(second.cvId)).toBe(false);
      expect(await ent.paidCvIds([first.cvId, second.cvId, randomUUID()])).toEqual(
        new Set([first.cvId]),
      );
      expect(await ent.paidCvIds([])).toEqual(new Set());

      const now = new Date('2026-11-23T00:00:00Z');
      expect(await ent.premiumActiveUntil(u, now)).toBeNull();
      await settle(u, null, 'premium', '2026-11-10T00:00:00Z');
      expect(await ent.premiumActiveUntil(u, now)).toBeNull(); // ran out on the 17th
      await settle(u, null, 'premium', '2026-11-22T00:00:00Z');
      expect(await ent.premiumActiveUntil(u, now)).toEqual(new Date('2026-11-29T00:00:00Z'));

      expect(await ent.planSummary(u, now)).toEqual({
        plan: 'premium',
        month: '2026-11',
        analysesUsed: 2,
        analysesLimit: 3 + 2 + 8 + 8,
        analysesLeft: 19,
        premiumUntil: new Date('2026-11-29T00:00:00Z'),
      });
    });

    it('a refund takes back what its order unlocked; premium ends at the refund', async () => {
      const u = randomUUID();
      const cv = await uploadCv(u, '2026-11-20T10:00:00Z');
      const refund = async (
        paymentId: string,
        product: 'basic' | 'premium',
        cvId: string | null,
        at: string,
      ) => {
        await storage.store.append(
          paymentStreamId(paymentId),
          [
            {
              type: 'PaymentRefunded',
              data: {
                paymentId,
                userId: u,
                cvId,
                product,
                amount: PRICE_LIST[product].amount!,
                gateway: 'simulated',
                gatewayRefundId: 'RF1',
                refundedAt: at,
              },
            },
          ],
          { expectedVersion: 1, context: systemContext() },
        );
      };
      const basic = await appendSettledPayment(storage.store, {
        userId: u,
        cvId: cv.cvId,
        product: 'basic',
        settledAt: '2026-11-21T10:00:00Z',
      });
      expect(await ent.isCvPaid(cv.cvId)).toBe(true);
      await refund(basic, 'basic', cv.cvId, '2026-11-22T10:00:00Z');
      expect(await ent.isCvPaid(cv.cvId)).toBe(false);
      expect(await ent.settledProducts(u, '2026-11')).toEqual([]);

      const premium = await appendSettledPayment(storage.store, {
        userId: u,
        cvId: null,
        product: 'premium',
        settledAt: '2026-11-22T00:00:00Z',
      });
      const now = new Date('2026-11-23T00:00:00Z');
      expect(await ent.premiumActiveUntil(u, now)).toEqual(new Date('2026-11-29T00:00:00Z'));
      await refund(premium, 'premium', null, '2026-11-24T00:00:00Z');
      // still before the refund instant: it ran until then; after it, none runs
      expect(await ent.premiumActiveUntil(u, now)).toEqual(new Date('2026-11-24T00:00:00Z'));
      expect(await ent.premiumActiveUntil(u, new Date('2026-11-24T00:00:01Z'))).toBeNull();
      expect((await ent.planSummary(u, new Date('2026-11-25T00:00:00Z'))).plan).toBe('free');
      expect(await ent.analysesLimit(u, '2026-11')).toBe(3);
    });

    extra?.({ backend, storage: () => storage, uploadCv });
  });
}

/** Each method of `target` runs after `sync`. */
function synced<T extends object>(target: T, sync?: () => Promise<void>): T {
  if (!sync) return target;
  return new Proxy(target, {
    get(t, key, receiver) {
      const value: unknown = Reflect.get(t, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await sync();
        return (value as (...a: unknown[]) => unknown).apply(t, args);
      };
    },
  });
}

/** A revision id as the engine makes them. */
export function newRevisionId(): string {
  return randomBytes(18).toString('base64url');
}
