import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  entitlementsContract,
  newRevisionId,
} from '../../../test-support/entitlements-contract.ts';
import { createCommandEntitlements, entitlementSql } from './event-ledger.ts';

entitlementsContract(
  (backend) => `entitlements from the event store (command side) on ${backend}`,
  async (storage) => ({ entitlements: createCommandEntitlements(storage.db) }),
  ({ backend, storage, uploadCv }) => {
    it('knows the owner of every revision', async () => {
      const ent = createCommandEntitlements(storage().db);
      const u = randomUUID();
      const first = await uploadCv(u, '2026-11-20T10:00:00Z');
      expect(await ent.revisionOwner(first.revisionId)).toEqual({ cvId: first.cvId, userId: u });
      expect(await ent.revisionOwner(newRevisionId())).toBeNull();
    });

    it.skipIf(backend !== 'postgres')('answers every question from an index', async () => {
      const probe = randomUUID();
      const statements: [string, unknown[]][] = [
        [entitlementSql.paidMany, [`{${probe}}`]],
        [entitlementSql.premium, [probe]],
        [entitlementSql.used, [probe, '2026-10-31T17:00:00Z', '2026-11-30T17:00:00Z']],
        [entitlementSql.settled, [probe, '2026-10-31T17:00:00Z', '2026-11-30T17:00:00Z']],
        [entitlementSql.revision, [newRevisionId()]],
      ];
      await storage().db.knex.transaction(async (trx) => {
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
