import { randomBytes, randomUUID } from 'node:crypto';
import { systemContext, userStreamId, type KarierEvent } from '@karier/events';
import { PiiVault } from '@karier/store';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import { userSearchProjection } from './user-search.ts';

const at = (m: number) =>
  new Date(Date.parse('2026-11-20T03:00:00.000Z') + m * 60_000).toISOString();

const registered = (userId: string, name: string, email: string, m: number): KarierEvent => ({
  type: 'UserRegistered',
  data: { userId, name, email, passwordHash: '$h', role: 'user', registeredAt: at(m) },
});

forEachBackend(
  (backend) => `user-search projection (blind index) on ${backend}`,
  (backend) => {
    const sekar = randomUUID();
    const budi = randomUUID();
    const wulan = randomUUID();
    const spec = projectionSpec(backend, userSearchProjection).given([
      [userStreamId(sekar), registered(sekar, 'Sékar Ayu', 'sekar.ayu@example.com', 0)],
      [
        userStreamId(budi),
        [
          registered(budi, 'Budi Santoso', 'budi@example.com', 1),
          {
            type: 'UserDetailsChanged',
            data: {
              userId: budi,
              name: 'Budiman Hartono',
              email: 'budiman@example.org',
              previousEmail: 'budi@example.com',
              changedAt: at(2),
            },
          },
        ],
      ],
      [userStreamId(wulan), registered(wulan, 'Wulan Kusuma', 'wulan@example.com', 3)],
    ]);
    const gramsOf = async (userId: string) =>
      (await spec.thenRows('user_search_grams', (q) => q.where({ user_id: userId })))
        .map((r) => Number(r.gram))
        .sort((a, b) => a - b);
    const expected = (...texts: string[]) =>
      [...new Set(texts.flatMap((t) => spec.storage.vault.searchGrams(t)))].sort((a, b) => a - b);

    it('keeps the keyed grams of the folded name and email, and nothing else', async () => {
      expect(await gramsOf(sekar)).toEqual(expected('Sékar Ayu', 'sekar.ayu@example.com'));
      // Folded: the accent and the case make no other gram.
      expect(await gramsOf(sekar)).toEqual(expected('SEKAR AYU', 'sekar.ayu@example.com'));
      const rows = await spec.thenRows('user_search_grams');
      expect(Object.keys(rows[0]!).sort()).toEqual(['gram', 'user_id']);
      expect(JSON.stringify(rows)).not.toMatch(/sek|ayu|budi|wulan/i);
    });

    it('is keyed: another secret gives other grams', () => {
      const other = new PiiVault(randomBytes(32), randomBytes(32));
      expect(other.searchGrams('Sékar Ayu')).not.toEqual(
        spec.storage.vault.searchGrams('Sékar Ayu'),
      );
    });

    it('a change of details replaces the grams', async () => {
      expect(await gramsOf(budi)).toEqual(expected('Budiman Hartono', 'budiman@example.org'));
      const santoso = spec.storage.vault.searchGrams('santoso');
      expect((await gramsOf(budi)).filter((g) => santoso.includes(g))).toEqual([]);
    });

    it('a re-delivered registration brings no old grams back', async () => {
      const before = await spec.checksums();
      await spec.reapply((events, trx, ctx) =>
        userSearchProjection.applyBatch!(
          events.filter((e) => e.type === 'UserRegistered'),
          trx,
          ctx,
        ),
      );
      expect(await spec.checksums()).toEqual(before);
    });

    it('is idempotent and rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.reapply((events, trx, ctx) => userSearchProjection.applyBatch!(events, trx, ctx));
      expect(await spec.checksums()).toEqual(before);
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });

    it('refuses to run without the projection context', async () => {
      await expect(
        spec.reapply((events, trx) => userSearchProjection.applyBatch!(events, trx)),
      ).rejects.toThrow(/projection context/);
    });

    it('an erasure deletes every gram of the user, and a rebuild makes none', async () => {
      const { store, vault, db } = spec.storage;
      await store.append(
        userStreamId(wulan),
        [
          {
            type: 'UserErased',
            data: { userId: wulan, erasedBy: sekar, revokedSessionIds: [], erasedAt: at(9) },
          },
        ],
        { expectedVersion: 'any', context: systemContext() },
      );
      await vault.erase(db.knex, wulan);
      await spec.runner.catchUp();
      expect(await gramsOf(wulan)).toEqual([]);
      const before = await spec.checksums();
      // The registration now reads '[dihapus]': rebuilt from it, the user has no grams at all.
      await spec.rebuild();
      expect(await gramsOf(wulan)).toEqual([]);
      expect(await spec.checksums()).toEqual(before);
      expect((await gramsOf(sekar)).length).toBeGreaterThan(0);
    });
  },
);
