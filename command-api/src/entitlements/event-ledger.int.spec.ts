import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { cvStreamId, paymentStreamId, systemContext, type KarierEvent } from '@karier/events';
import { createEntitlements, entitlementSql, type Entitlements } from './entitlements.ts';
import { PRICE_LIST } from './pricing.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import { forEachBackend } from '../../test-support/backends.ts';

const HASH = 'a'.repeat(64);

forEachBackend(
  (backend) => `entitlements from the event store on ${backend}`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    let ent: Entitlements;
    beforeAll(async () => {
      storage = await openTestStorage(backend);
      ent = createEntitlements(storage.db);
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

    it('knows paid CVs, premium periods and the owner of every revision', async () => {
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

      expect(await ent.revisionOwner(first.revisionId)).toEqual({ cvId: first.cvId, userId: u });
      expect(await ent.revisionOwner(newRevisionId())).toBeNull();

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

    it.skipIf(backend !== 'postgres')('answers every question from an index', async () => {
      const probe = randomUUID();
      const statements: [string, unknown[]][] = [
        [entitlementSql.paid, [probe]],
        [entitlementSql.paidMany, [`{${probe}}`]],
        [entitlementSql.premium, [probe]],
        [entitlementSql.used, [probe, '2026-10-31T17:00:00Z', '2026-11-30T17:00:00Z']],
        [entitlementSql.settled, [probe, '2026-10-31T17:00:00Z', '2026-11-30T17:00:00Z']],
        [entitlementSql.revision, [newRevisionId()]],
      ];
      await storage.db.knex.transaction(async (trx) => {
        await trx.raw('set local enable_seqscan = off');
        for (const [sql, values] of statements) {
          const inline = sql.replace(/\$(\d)/g, (_, i: string) => `'${values[Number(i) - 1]}'`);
          const plan = (await trx.raw(`explain ${inline}`)).rows
            .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
            .join('\n');
          expect(plan, sql).toMatch(/events_(entitlement_user|entitlement_cv|revision)_idx/);
        }
      });
    });
  },
);

function newRevisionId(): string {
  return randomBytes(18).toString('base64url');
}
