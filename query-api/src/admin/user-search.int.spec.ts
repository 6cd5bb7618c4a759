import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId, type KarierEvent } from '@karier/events';
import { projections, ProjectionRunner } from '@karier/projector';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { openTestStorage, type TestStorage } from '../../../test-support/storage.ts';
import { seedUserHistories } from '../../../test-support/seed.ts';
import { createAdminQueries } from './queries.ts';
import { searchUsers } from './user-search.ts';

const at = (m: number) =>
  new Date(Date.parse('2026-11-01T00:00:00.000Z') + m * 60_000).toISOString();

/** The search as it was before the blind index: every row opened, matched in memory. */
const fold = (v: unknown) =>
  String(v ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('id');

const PEOPLE: [name: string, email: string, role: 'user' | 'admin'][] = [
  ['Sékar Ayu', 'sekar.ayu@example.com', 'user'],
  ['Budi Santoso', 'budi.s@mail.co.id', 'user'],
  ['ÖZGÜR Çelik', 'ozgur@example.org', 'admin'],
  ['Siti Nurhaliza', 'siti.n@example.com', 'user'],
  // Holds the trigrams of "nana" (nan, ana) without the word: a candidate, never a match.
  ['Ananda Putra', 'putra@example.com', 'user'],
  ['Nana Suryana', 'nana.s@example.com', 'user'],
  ['Wulan Kusuma', 'wulan@example.com', 'user'],
  ['Dewi Lestari', 'dewi.lama@example.com', 'user'],
];

const SEARCHES = [
  'sekar', // accent folded away
  'SANTOSO', // case
  'ozgur',
  'çelik',
  'ti nur', // across a word boundary
  'nana', // an anagram-like candidate that must not match
  'example.org', // email parts
  '@mail',
  'co.id',
  'dewi lama', // the old name after a change: gone
  'dewi baru',
  'wulan', // erased
  'dihapus', // what erased accounts read as
  'zzz',
  'ay', // short: the old path
  'a',
  '%',
];

forEachBackend(
  (backend) => `admin user search over the blind index (${backend})`,
  (backend) => {
    let storage: TestStorage;
    const ids = PEOPLE.map(() => randomUUID());

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      const runner = new ProjectionRunner(storage.store, projections);
      await runner.prepare();
      const context = systemContext();
      for (const [i, [name, email, role]] of PEOPLE.entries()) {
        const events: KarierEvent[] = [
          {
            type: 'UserRegistered',
            data: { userId: ids[i]!, name, email, passwordHash: '$h', role, registeredAt: at(i) },
          },
        ];
        if (name === 'Dewi Lestari') {
          events.push({
            type: 'UserDetailsChanged',
            data: {
              userId: ids[i]!,
              name: 'Dewi Baru',
              email: 'dewi@example.com',
              previousEmail: email,
              changedAt: at(20),
            },
          });
        }
        if (name === 'Wulan Kusuma') {
          events.push({
            type: 'UserErased',
            data: { userId: ids[i]!, erasedBy: ids[0]!, revokedSessionIds: [], erasedAt: at(21) },
          });
        }
        await storage.store.append(userStreamId(ids[i]!), events, {
          expectedVersion: 'any',
          context,
        });
      }
      await storage.vault.erase(
        storage.db.knex,
        ids[PEOPLE.findIndex((p) => p[0] === 'Wulan Kusuma')]!,
      );
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    /** The ids the old search gives: newest first, every row opened. */
    async function before(search: string, role: 'all' | 'admin' | 'user' = 'all') {
      const knex = storage.db.knex;
      const q = knex('users')
        .select('id', 'name', 'email', 'role')
        .orderBy([
          { column: 'registered_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      const rows = await storage.vault.openRows(knex, await q, ['name', 'email']);
      const needle = fold(search);
      return rows
        .filter((r) => role === 'all' || r.role === role)
        .filter((r) => fold(r.name).includes(needle) || fold(r.email).includes(needle))
        .map((r) => r.id as string);
    }

    /** The admin list's user query, newest first (what `searchUsers` filters). */
    const usersInOrder = () =>
      storage.db
        .knex('users as u')
        .select('u.id')
        .orderBy([
          { column: 'u.registered_at', order: 'desc' },
          { column: 'u.id', order: 'desc' },
        ]);

    it.each(SEARCHES)('"%s" gives what the search that opened every name gave', async (search) => {
      const admin = createAdminQueries(storage.store);
      const got = await admin.users(
        { role: 'all', sort: 'newest', search },
        { offset: 0, limit: 100 },
      );
      const want = await before(search);
      expect(got.rows.map((r) => r.id)).toEqual(want);
      expect(got.total).toBe(want.length);
    });

    it.each(SEARCHES.filter((q) => fold(q).length >= 3))(
      '"%s" with every gram counted common (the list walked in order) gives the same',
      async (search) => {
        const knex = storage.db.knex;
        const want = await before(search);
        for (const range of [
          { offset: 0, limit: 100 },
          { offset: 1, limit: 2 },
        ]) {
          const got = await searchUsers(knex, storage.vault, usersInOrder(), search, range, {
            commonGram: 1,
          });
          expect(got?.ids).toEqual(want.slice(range.offset, range.offset + range.limit));
          // The list walked to its end (these few accounts), every candidate confirmed: the
          // total is exact, "nana" does not count Ananda (nan, ana) as the grams alone would.
          expect(got?.total).toBe(want.length);
        }
      },
    );

    it('finds what it should (the reference is not empty where it matters)', async () => {
      const name = async (search: string) => {
        const admin = createAdminQueries(storage.store);
        const got = await admin.users(
          { role: 'all', sort: 'oldest', search },
          { offset: 0, limit: 100 },
        );
        return got.rows.map((r) => r.name);
      };
      expect(await name('sekar')).toEqual(['Sékar Ayu']);
      expect(await name('ti nur')).toEqual(['Siti Nurhaliza']);
      expect(await name('nana')).toEqual(['Nana Suryana']);
      expect(await name('co.id')).toEqual(['Budi Santoso']);
      expect(await name('dewi lama')).toEqual([]);
      expect(await name('wulan')).toEqual([]);
      expect(await name('dihapus')).toEqual(['[dihapus]']);
    });

    it('filters by role and pages the confirmed matches', async () => {
      const admin = createAdminQueries(storage.store);
      const admins = await admin.users(
        { role: 'admin', sort: 'newest', search: 'example' },
        { offset: 0, limit: 10 },
      );
      expect(admins.rows.map((r) => r.id)).toEqual(await before('example', 'admin'));
      const all = await before('example');
      const page = await admin.users(
        { role: 'all', sort: 'newest', search: 'example' },
        { offset: 2, limit: 2 },
      );
      expect(page.rows.map((r) => r.id)).toEqual(all.slice(2, 4));
      expect(page.total).toBe(all.length);
    });

    it('opens only the candidates, not every name', async () => {
      const admin = createAdminQueries(storage.store);
      const openRows = vi.spyOn(storage.vault, 'openRows');
      try {
        await admin.users(
          { role: 'all', sort: 'newest', search: 'santoso' },
          { offset: 0, limit: 20 },
        );
        const opened = openRows.mock.calls.reduce((n, [, rows]) => n + rows.length, 0);
        // The one candidate to confirm, then the page (the same one row).
        expect(opened).toBe(2);
      } finally {
        openRows.mockRestore();
      }
    });
  },
);

forEachBackend(
  (backend) => `admin user search of a common word (${backend})`,
  (backend) => {
    let storage: TestStorage;
    beforeAll(async () => {
      storage = await openTestStorage(backend);
      const runner = new ProjectionRunner(storage.store, projections);
      await runner.prepare();
      await seedUserHistories(storage.store, { users: 60, eventsPerUser: 2, concurrency: 2 });
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('walks the list in its order and opens only up to the page, every gram being common', async () => {
      const knex = storage.db.knex;
      const order = () =>
        knex('users as u')
          .select('u.id')
          .orderBy([
            { column: 'u.registered_at', order: 'asc' },
            { column: 'u.id', order: 'asc' },
          ]);
      const all = (await order()).map((r: { id: string }) => r.id);
      expect(all).toHaveLength(60);
      const openRows = vi.spyOn(storage.vault, 'openRows');
      try {
        // Every account holds every gram of "pengguna": each is counted 60 times, past 50.
        const first = await searchUsers(
          knex,
          storage.vault,
          order(),
          'Pengguna',
          {
            offset: 0,
            limit: 5,
          },
          { commonGram: 50 },
        );
        expect(first).toEqual({ ids: all.slice(0, 5), total: 60, totalCapped: false });
        const opened = openRows.mock.calls.reduce((n, [, rows]) => n + rows.length, 0);
        expect(opened).toBeLessThanOrEqual(25);
        // A later page walks further, in the same order.
        const later = await searchUsers(
          knex,
          storage.vault,
          order(),
          'pengguna',
          {
            offset: 55,
            limit: 10,
          },
          { commonGram: 50 },
        );
        expect(later).toEqual({ ids: all.slice(55), total: 60, totalCapped: false });
      } finally {
        openRows.mockRestore();
      }
    });

    it('counts a common word only up to the cap, and says so (totalCapped)', async () => {
      const knex = storage.db.knex;
      const order = (role?: 'user') => {
        const q = knex('users as u')
          .select('u.id')
          .orderBy([
            { column: 'u.registered_at', order: 'asc' },
            { column: 'u.id', order: 'asc' },
          ]);
        if (role) q.where('u.role', role);
        return q;
      };
      const all = (await order()).map((r: { id: string }) => r.id);
      const search = (range: { offset: number; limit: number }, cap: number, role?: 'user') =>
        searchUsers(knex, storage.vault, order(role), 'pengguna', range, {
          commonGram: 50,
          totalCap: cap,
        });
      // 60 hold every gram; counted up to 25, the answer says "at least 25".
      expect(await search({ offset: 0, limit: 5 }, 25)).toEqual({
        ids: all.slice(0, 5),
        total: 25,
        totalCapped: true,
      });
      // A page past the cap: at least as many as the walk confirmed.
      expect(await search({ offset: 30, limit: 5 }, 25)).toEqual({
        ids: all.slice(30, 35),
        total: 35,
        totalCapped: true,
      });
      // Walked to the end: exact, whatever the cap.
      expect(await search({ offset: 55, limit: 10 }, 25)).toEqual({
        ids: all.slice(55),
        total: 60,
        totalCapped: false,
      });
      // Below the cap: the count is of the list's accounts (the role filter holds), not capped.
      const users = (await order('user')).map((r: { id: string }) => r.id);
      expect(users).toHaveLength(58);
      expect(await search({ offset: 0, limit: 5 }, 100, 'user')).toEqual({
        ids: users.slice(0, 5),
        total: 58,
        totalCapped: false,
      });
      expect(await search({ offset: 0, limit: 5 }, 58, 'user')).toMatchObject({
        total: 58,
        totalCapped: true,
      });
    });

    it('counts the same in small rounds (each gram read a few accounts at a time)', async () => {
      const knex = storage.db.knex;
      const order = (role?: 'user') => {
        const q = knex('users as u')
          .select('u.id')
          .orderBy([
            { column: 'u.registered_at', order: 'asc' },
            { column: 'u.id', order: 'asc' },
          ]);
        if (role) q.where('u.role', role);
        return q;
      };
      const count = async (search: string, countChunk: number, role?: 'user') =>
        (
          await searchUsers(
            knex,
            storage.vault,
            order(role),
            search,
            { offset: 0, limit: 1 },
            {
              commonGram: 1,
              countChunk,
            },
          )
        )?.total;
      // 'Pengguna 1' and 10-19 (their grams are in every account but "a 1"); every account.
      for (const chunk of [1, 3, 7, 1000]) {
        expect(await count('pengguna 1', chunk)).toBe(11);
        expect(await count('pengguna', chunk)).toBe(60);
        expect(await count('pengguna', chunk, 'user')).toBe(58);
      }
    });
  },
);
