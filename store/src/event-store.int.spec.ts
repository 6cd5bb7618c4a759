import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { ConcurrencyError, ReservationTakenError } from '@karier/events';
import { systemContext } from '@karier/events';
import { ERASED } from './pii-vault.ts';
import { profileStreamId, userStreamId } from '@karier/events';
import type { KarierEvent } from '@karier/events';

const registered = (userId: string, email: string, name = 'Dewi Lestari'): KarierEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    name,
    email,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    role: 'user',
    registeredAt: new Date().toISOString(),
  },
});
const loggedIn = (userId: string, sessionId = randomUUID()): KarierEvent => ({
  type: 'UserLoggedIn',
  data: {
    userId,
    sessionId,
    method: 'password',
    loggedInAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  },
});

forEachBackend(
  (backend) => `event store on ${backend}`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    beforeAll(async () => {
      storage = await openTestStorage(backend);
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('appends with metadata and reads the stream back in order', async () => {
      const id = randomUUID();
      const ctx = {
        ...systemContext(),
        actorId: id,
        actorRole: 'user' as const,
        ip: '10.0.0.1',
        userAgent: 'vitest',
      };
      const res = await storage.store.append(
        userStreamId(id),
        [registered(id, `${id}@example.com`), loggedIn(id)],
        {
          expectedVersion: 'no_stream',
          context: ctx,
        },
      );
      expect(res.streamVersion).toBe(2);
      const events = await storage.store.readStream(userStreamId(id));
      expect(events.map((e) => [e.type, e.streamVersion])).toEqual([
        ['UserRegistered', 1],
        ['UserLoggedIn', 2],
      ]);
      expect(events[1]!.position).toBe(res.position);
      expect(events[0]!.metadata).toEqual({
        actorId: id,
        actorRole: 'user',
        correlationId: ctx.correlationId,
        causationId: ctx.causationId,
        ip: '10.0.0.1',
        userAgent: 'vitest',
        schemaVersion: 1,
      });
    });

    it('seals IP and User-Agent with the key of the person acting; erasure shreds them', async () => {
      const id = randomUUID();
      const ip = '203.0.113.77';
      const ua = 'Mozilla/5.0 PerangkatUnikZeta';
      const anon = { ...systemContext(), actorRole: 'anonymous' as const, ip, userAgent: ua };
      // Anonymous sign-up: the data subject's new key seals the metadata too.
      await storage.store.append(userStreamId(id), [registered(id, `${id}@example.com`)], {
        expectedVersion: 'no_stream',
        context: anon,
      });
      // Acting as the user on an event without personal data (no data subject of its own).
      await storage.store.append(userStreamId(id), [loggedIn(id)], {
        expectedVersion: 1,
        context: { ...anon, actorId: id, actorRole: 'user' },
      });
      const raw = await storage.db.knex('events').where({ stream_id: userStreamId(id) });
      for (const r of raw) {
        expect(JSON.stringify(r.metadata)).not.toContain(ip);
        expect(JSON.stringify(r.metadata)).not.toContain('PerangkatUnikZeta');
        expect(r.metadata.ip).toMatch(new RegExp(`^pii:v1:${id}:`));
      }
      const events = await storage.store.readStream(userStreamId(id));
      expect(events.map((e) => [e.metadata.ip, e.metadata.userAgent])).toEqual([
        [ip, ua],
        [ip, ua],
      ]);
      expect(events[1]!.sealedMetadata?.ip).toBe(raw[1]!.metadata.ip);
      // An event about no person (no actor, no subject, no user) keeps no network metadata.
      const other = randomUUID();
      await storage.store.append(
        `system-${other}`,
        [
          {
            type: 'ProjectionRebuildRequested',
            data: {
              projection: 'users',
              version: 1,
              requestedBy: other,
              requestedAt: new Date().toISOString(),
            },
          } as unknown as KarierEvent,
        ],
        { expectedVersion: 'no_stream', context: anon },
      );
      const [sys] = await storage.db.knex('events').where({ stream_id: `system-${other}` });
      expect([sys.metadata.ip, sys.metadata.userAgent]).toEqual([null, null]);

      await storage.vault.erase(storage.db.knex, id);
      const after = await storage.store.readStream(userStreamId(id));
      expect(after.map((e) => [e.metadata.ip, e.metadata.userAgent])).toEqual([
        [ERASED, ERASED],
        [ERASED, ERASED],
      ]);
      // Acting after the key is gone stores no network metadata instead of failing.
      await storage.store.append(userStreamId(id), [loggedIn(id)], {
        expectedVersion: 2,
        context: { ...anon, actorId: id, actorRole: 'user' },
      });
      const [last] = await storage.db
        .knex('events')
        .where({ stream_id: userStreamId(id), stream_version: 3 });
      expect([last.metadata.ip, last.metadata.userAgent]).toEqual([null, null]);
    });

    it('round-trips awkward text: quotes, backslashes, braces, commas, unicode', async () => {
      const id = randomUUID();
      const name = 'Budi "Si\\Kancil" {a,b} O\'Neil, 😀 \u00e9\n';
      await storage.store.append(userStreamId(id), [registered(id, `${id}@example.com`, name)], {
        expectedVersion: 'no_stream',
        context: { ...systemContext(), userAgent: 'Agent "x" \\ {y}' },
      });
      const [event] = await storage.store.readStream(userStreamId(id));
      expect((event!.data as { name: string }).name).toBe(name);
      expect(event!.metadata.userAgent).toBe('Agent "x" \\ {y}');
    });

    it('rejects an append with a stale expected version', async () => {
      const id = randomUUID();
      const stream = userStreamId(id);
      await storage.store.append(stream, [registered(id, `${id}@example.com`)], {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      await expect(
        storage.store.append(stream, [loggedIn(id)], {
          expectedVersion: 0,
          context: systemContext(),
        }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(
        storage.store.append(stream, [registered(id, `${id}@example.com`)], {
          expectedVersion: 'no_stream',
          context: systemContext(),
        }),
      ).rejects.toMatchObject({ status: 409 });
    });

    it('lets exactly one of many concurrent appends at the same version win', async () => {
      const id = randomUUID();
      const stream = userStreamId(id);
      await storage.store.append(stream, [registered(id, `${id}@example.com`)], {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          storage.store.append(stream, [loggedIn(id)], {
            expectedVersion: 1,
            context: systemContext(),
          }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const r of lost)
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      expect(await storage.store.streamVersion(stream)).toBe(2);
    });

    it('reserves an email for exactly one stream, in the same transaction as the append', async () => {
      const email = `shared-${randomUUID()}@example.com`;
      const ids = Array.from({ length: 10 }, () => randomUUID());
      const results = await Promise.allSettled(
        ids.map((id) =>
          storage.store.append(userStreamId(id), [registered(id, email)], {
            expectedVersion: 'no_stream',
            context: systemContext(),
            reserve: [{ scope: 'email', value: email }],
          }),
        ),
      );
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [ids[i]!] : []));
      expect(won).toHaveLength(1);
      for (const r of results.filter((x) => x.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ReservationTakenError);
      }
      // The losers left nothing behind: no stream, no reservation.
      for (const id of ids.filter((x) => x !== won[0])) {
        expect(await storage.store.streamVersion(userStreamId(id))).toBe(0);
      }
      expect(await storage.store.findReservation('email', email.toUpperCase())).toBe(
        userStreamId(won[0]!),
      );
    });

    it('encrypts personal data at rest and reads "[dihapus]" once the key is erased', async () => {
      const id = randomUUID();
      const email = `rahasia-${id}@example.com`;
      await storage.store.append(userStreamId(id), [registered(id, email, 'Rahasia Nama')], {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      const raw = await storage.db
        .knex('events')
        .where({ stream_id: userStreamId(id) })
        .first('data');
      const rawText = JSON.stringify(raw.data);
      expect(rawText).not.toContain('Rahasia Nama');
      expect(rawText).not.toContain(email);
      expect(rawText).toContain('pii:v1:');
      const before = await storage.store.readStream(userStreamId(id));
      expect(before[0]!.data).toMatchObject({ name: 'Rahasia Nama', email });

      await storage.vault.erase(storage.db.knex, id);
      storage.vault.forget(id);
      const after = await storage.store.readStream(userStreamId(id));
      expect(after[0]!.type).toBe('UserRegistered');
      expect(after[0]!.data).toMatchObject({
        userId: id,
        name: ERASED,
        email: ERASED,
        role: 'user',
      });
      // The key itself is gone from the database.
      const key = await storage.db.knex('pii_keys').where({ subject_id: id }).first();
      expect(key.wrapped_key).toBeNull();
      expect(key.erased_at).not.toBeNull();
      // A fresh process (empty key cache) reads the same.
      const { PiiVault } = await import('./pii-vault.ts');
      const fresh = new PiiVault(storage.secrets.masterKey, storage.secrets.indexKey);
      await fresh.loadKeys(storage.db.knex, [id]);
      expect(fresh.open((raw.data as { name: string }).name)).toBe(ERASED);
    });

    it('seals list-valued personal data as JSON and reads [] / "[dihapus]" once erased', async () => {
      const id = randomUUID();
      const experience = [
        {
          id: 'e1',
          title: 'Kasir Rahasia',
          company: 'Toko Sejahtera',
          from: 2020,
          to: null,
          current: true,
          description: '',
        },
      ];
      const saved: KarierEvent = {
        type: 'ProfileSaved',
        data: {
          userId: id,
          phone: '+6281234567890',
          location: 'Kota Batam',
          about: 'Tentang saya',
          skills: ['Excel'],
          experience,
          education: [],
          savedAt: new Date().toISOString(),
        },
      };
      await storage.store.append(profileStreamId(id), [saved], {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      const raw = await storage.db
        .knex('events')
        .where({ stream_id: profileStreamId(id) })
        .first('data');
      const rawText = JSON.stringify(raw.data);
      expect(rawText).not.toContain('Kasir Rahasia');
      expect(rawText).not.toContain('81234567890');
      expect(rawText).toContain('pii:v1a:');
      // Typed skills are the user's own words (ProfileSaved v2): sealed like the rest.
      expect(rawText).not.toContain('Excel');
      expect(raw.data.skills).toMatch(/^pii:v1a:/);
      const before = await storage.store.readStream(profileStreamId(id));
      expect(before[0]!.data).toEqual(saved.data);

      await storage.vault.erase(storage.db.knex, id);
      storage.vault.forget(id);
      const after = await storage.store.readStream(profileStreamId(id));
      expect(after[0]!.data).toMatchObject({
        userId: id,
        phone: ERASED,
        location: ERASED,
        about: ERASED,
        skills: [],
        experience: [],
        education: [],
      });
    });

    it('leaves a typed string that only looks sealed in a non-PII field as typed', async () => {
      const id = randomUUID();
      const lookalike = `pii:v1:${id}:AAAA`;
      await storage.store.append(
        profileStreamId(id),
        [
          {
            type: 'ProfileSaved',
            data: {
              userId: id,
              phone: '',
              location: '',
              about: '',
              skills: [lookalike, 'pii:v1a:x:y'],
              experience: [],
              education: [],
              savedAt: new Date().toISOString(),
            },
          },
        ],
        { expectedVersion: 'no_stream', context: systemContext() },
      );
      const [read] = await storage.store.readStream(profileStreamId(id));
      expect(read!.data).toMatchObject({ skills: [lookalike, 'pii:v1a:x:y'], about: '' });
    });

    it('opens sealed JSON objects, and reads them as null once erased', async () => {
      const id = randomUUID();
      const { PiiVault } = await import('./pii-vault.ts');
      const vault = new PiiVault(storage.secrets.masterKey, storage.secrets.indexKey);
      const { key } = await vault.keyFor(storage.db.knex, id);
      vault.adopt(id, key);
      const sealed = vault.sealValue(key, id, { kota: 'Batam' });
      expect(sealed.startsWith('pii:v1j:')).toBe(true);
      expect(PiiVault.subjectOf(sealed)).toBe(id);
      expect(vault.open(sealed)).toEqual({ kota: 'Batam' });
      await vault.erase(storage.db.knex, id);
      expect(vault.open(sealed)).toBeNull();
    });

    it('keeps keys out of the events table and the master key out of the database', async () => {
      const secrets = JSON.parse(
        fs.readFileSync(path.join(storage.dataDir, 'secrets.json'), 'utf8'),
      );
      const dump = JSON.stringify(await storage.db.knex('events').select('data', 'metadata'));
      expect(dump).not.toContain(secrets.root);
      const keys = JSON.stringify(await storage.db.knex('pii_keys').select('wrapped_key'));
      expect(keys).not.toContain(secrets.root);
    });

    it('refuses to update or delete an event', async () => {
      await expect(storage.db.knex('events').update({ type: 'Tampered' })).rejects.toThrow(
        /immutable/,
      );
      await expect(storage.db.knex('events').delete()).rejects.toThrow(/immutable/);
    });

    it('reads all events from a position in batches, optionally by type', async () => {
      const head = await storage.store.head();
      const seen: number[] = [];
      let after = 0;
      for (;;) {
        const batch = await storage.store.readAll({ after, limit: 3 });
        if (batch.length === 0) break;
        seen.push(...batch.map((e) => e.position));
        after = batch[batch.length - 1]!.position;
      }
      expect(seen[seen.length - 1]).toBe(head);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      const onlyLogins = await storage.store.readAll({
        after: 0,
        limit: 1000,
        types: ['UserLoggedIn'],
      });
      expect(onlyLogins.length).toBeGreaterThan(0);
      expect(onlyLogins.every((e) => e.type === 'UserLoggedIn')).toBe(true);
    });

    it('notifies subscribers of new events', async () => {
      const got: number[] = [];
      const unsubscribe = await storage.store.subscribe((p) => got.push(p));
      const id = randomUUID();
      const res = await storage.store.append(
        userStreamId(id),
        [registered(id, `${id}@example.com`)],
        {
          expectedVersion: 'no_stream',
          context: systemContext(),
        },
      );
      await expect.poll(() => got.includes(res.position), { timeout: 5000 }).toBe(true);
      await unsubscribe();
    });
  },
);
