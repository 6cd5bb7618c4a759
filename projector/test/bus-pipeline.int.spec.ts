import { randomUUID } from 'node:crypto';
import { defaultCatalogue, systemContext, userStreamId, type EventType } from '@karier/events';
import { OutboxRelay } from '@karier/store';
import { KafkaEventBus } from '@karier/store/kafka-bus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeKafkaMock, startKafkaMock, type KafkaMock } from '../../test-support/kafka.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { openTestStorage } from '../../test-support/storage.ts';
import appliedLog from '../../test-support/applied-log-projection.ts';
import picky from '../../test-support/picky-projection.ts';
import { BusProjector } from '../src/bus-projector.ts';
import { projectionChecksums } from '../src/checksum.ts';
import { listParked } from '../src/parked.ts';
import { defineProjection } from '../src/projection.ts';
import { BusProgress } from '../src/progress.ts';
import { projections } from '../src/registry.ts';
import { ProjectionRunner } from '../src/runner.ts';
import { projectionStatus } from '../src/status.ts';

const pg = await probePostgres();
const kafka = probeKafkaMock();
const skip = !pg.ok ? pg.reason : !kafka.ok ? kafka.reason : false;

describe.skipIf(skip)('relay → Kafka → projector (local PostgreSQL, Kafka test broker)', () => {
  let storage: Awaited<ReturnType<typeof openTestStorage>>;
  let mock: KafkaMock;
  let bus: KafkaEventBus;
  let relay: OutboxRelay;
  let projector: BusProjector;

  beforeAll(async () => {
    mock = await startKafkaMock({ partitions: 3 });
    storage = await openTestStorage('postgres');
    bus = new KafkaEventBus({ brokers: mock.brokers, topic: 'karier.events' });
    relay = new OutboxRelay(storage.store, bus, {
      pollMs: 100,
      log: (m) => console.log('[relay]', m),
    });
    projector = new BusProjector(storage.store, bus, projections, {
      pollMs: 100,
      log: (m) => console.log('[bus-projector]', m),
    });
  });
  afterAll(async () => {
    await projector?.stop();
    await relay?.stop();
    await bus?.close();
    await storage?.cleanup();
    await mock?.stop();
  });

  it('projects the history, then new events, through the topic; equal to a clean rebuild', async () => {
    await seedUserHistories(storage.store, { users: 200, eventsPerUser: 10 });
    await relay.start();
    await projector.start();
    const progress = new BusProgress(storage.db.knex, 'karier.events');
    const names = projections.map((p) => p.name);
    await expect.poll(() => progress.applied(2000, names), { timeout: 30_000 }).toBe(true);
    // Now on the bus: new events come through Kafka only.
    await seedUserHistories(storage.store, { users: 100, eventsPerUser: 10 });
    const head = await storage.store.head();
    expect(await projector.waitFor(head, names, 30_000)).toBe(true);
    const status = await projectionStatus(storage.store, projections, 'karier.events');
    for (const s of status) expect(s).toMatchObject({ position: head, lag: 0 });
    expect(projector.count).toBeGreaterThan(0);
    const viaBus = await projectionChecksums(storage.db.knex, projections);
    expect(viaBus.activity_log!.rows).toBe(head);

    await projector.stop();
    const clean = new ProjectionRunner(storage.store, projections);
    await clean.prepare(); // rebuilds everything the bus fed
    await clean.catchUp();
    expect(await projectionChecksums(storage.db.knex, projections)).toEqual(viaBus);
  });

  it('a projection that fails does not make the others apply twice; it catches up once it recovers', async () => {
    const relayedTo = async () =>
      Number(
        (await storage.db.knex('relay_checkpoints').where({ topic: 'karier.events' }).first())
          ?.position ?? 0,
      );
    const from = await storage.store.head();
    let failures = 0;
    let broken = true;
    // Fails on new events while broken.
    const flaky = defineProjection({
      name: 'test-flaky',
      version: 1,
      description: 'Test: fails on new events while broken.',
      handles: defaultCatalogue.types() as EventType[],
      tables: ['test_flaky'],
      async setup(db) {
        await db.schema.createTable('test_flaky', (t) => t.bigInteger('position').primary());
      },
      async applyBatch(events, trx) {
        if (broken && events.some((e) => e.position > from)) {
          failures++;
          throw new Error('flaky projection failed');
        }
        await trx('test_flaky').insert(events.map((e) => ({ position: e.position })));
      },
    });
    const mine = [appliedLog, flaky];
    const p2 = new BusProjector(storage.store, bus, mine, {
      groupPrefix: 'flaky-test',
      pollMs: 100,
    });
    await p2.start();
    try {
      // In rounds, each published before the next: every partition then holds several record
      // batches after the first one the flaky projection fails (a fetch from a failed batch
      // brings only so much — the test broker one record batch — so rewinding to it at once
      // held the others there for as long as it failed).
      let head = 0;
      for (let round = 0; round < 3; round++) {
        await seedUserHistories(storage.store, { users: 10, eventsPerUser: 10 });
        head = await storage.store.head();
        await expect.poll(() => relayedTo(), { timeout: 30_000 }).toBeGreaterThanOrEqual(head);
      }
      // The others go on while it fails.
      expect(await p2.waitFor(head, ['test-applied-log'], 30_000)).toBe(true);
      // Each failed flush runs again isolated: the other projection's work is kept, the flaky one's
      // batches come again.
      await expect.poll(() => failures, { timeout: 30_000 }).toBeGreaterThan(0);
      const progress = new BusProgress(storage.db.knex, 'karier.events');
      expect(await progress.applied(head, ['test-flaky'])).toBe(false);
      broken = false;
      expect(await p2.waitFor(head, ['test-flaky'], 30_000)).toBe(true);
      // Every event once in each: the rolled-back attempts left nothing behind.
      const { rows } = (await storage.db.knex.raw(
        `select count(*)::int as n, count(distinct position)::int as d from test_applied_log`,
      )) as { rows: { n: number; d: number }[] };
      expect(rows[0]).toEqual({ n: head, d: head });
      const flakyRows = await storage.db.knex('test_flaky').count<{ n: string }[]>('* as n');
      expect(Number(flakyRows[0]!.n)).toBe(head);
    } finally {
      await p2.stop();
    }
  }, 200_000);

  it("parks an event a projection cannot apply; the group commit keeps the others' work and moves on", async () => {
    const relayedTo = async () =>
      Number(
        (await storage.db.knex('relay_checkpoints').where({ topic: 'karier.events' }).first())
          ?.position ?? 0,
      );
    const bad = randomUUID();
    process.env.TEST_PICKY_REFUSE = bad;
    const mine = [appliedLog, picky];
    const logs: string[] = [];
    const p3 = new BusProjector(storage.store, bus, mine, {
      groupPrefix: 'picky-test',
      pollMs: 100,
      retryDelaysMs: [50, 100],
      log: (m) => logs.push(m),
    });
    await p3.start();
    try {
      // The probe is caught up from the event store, then fed from the bus.
      await expect
        .poll(
          async () =>
            (await storage.db.knex('projection_checkpoints').where({ name: 'test-picky' }).first())
              ?.mode,
          { timeout: 30_000 },
        )
        .toBe('bus');
      await seedUserHistories(storage.store, { users: 10, eventsPerUser: 4 });
      const at = '2026-11-01T08:00:00.000Z';
      const res = await storage.store.append(
        userStreamId(bad),
        [
          {
            type: 'UserRegistered',
            data: {
              userId: bad,
              name: 'Sari',
              email: `${bad}@example.com`,
              passwordHash: '$h',
              role: 'user',
              registeredAt: at,
            },
          },
          {
            type: 'UserLoggedIn',
            data: {
              userId: bad,
              sessionId: randomUUID(),
              method: 'registration',
              loggedInAt: at,
              expiresAt: at,
            },
          },
        ],
        { expectedVersion: 'no_stream', context: systemContext() },
      );
      // And a row no projection can even decode, as a hole in the database would let it in
      // (schema version 0 of a type at version 1: no upcaster); the relay publishes it.
      const forgedUser = randomUUID();
      const [forged] = (await storage.db
        .knex('events')
        .insert({
          stream_id: userStreamId(forgedUser),
          stream_version: 1,
          type: 'UserLoggedIn',
          data: JSON.stringify({ userId: forgedUser, sessionId: randomUUID() }),
          metadata: JSON.stringify({ actorId: null, actorRole: 'system', schemaVersion: 0 }),
          hash: Buffer.from('forged'),
        })
        .returning('position')) as { position: string }[];
      const forgedAt = Number(forged!.position);
      await seedUserHistories(storage.store, { users: 10, eventsPerUser: 4 });
      const head = await storage.store.head();
      await expect.poll(() => relayedTo(), { timeout: 30_000 }).toBeGreaterThanOrEqual(head);
      // Both read models reach the head: the probe past the events it parked.
      expect(await p3.waitFor(head, ['test-applied-log', 'test-picky'], 60_000)).toBe(true);
      const parked = await listParked(storage.db.knex, { projection: 'test-picky' });
      expect(parked.map((p) => [p.position, p.streamId, p.type, p.attempts])).toEqual([
        [res.events[0]!.position, userStreamId(bad), 'UserRegistered', 3],
        [res.events[1]!.position, userStreamId(bad), 'UserLoggedIn', 3],
        [forgedAt, userStreamId(forgedUser), 'UserLoggedIn', 3],
      ]);
      expect(
        (await listParked(storage.db.knex, { projection: 'test-applied-log' })).map(
          (p) => p.position,
        ),
      ).toEqual([forgedAt]);
      expect(logs.some((m) => m.includes('parked event'))).toBe(true);
      // The probe has every event of its types but those two.
      const expected = (
        await storage.db
          .knex('events')
          .whereIn('type', ['UserRegistered', 'UserLoggedIn'])
          .whereNotIn('stream_id', [userStreamId(bad), userStreamId(forgedUser)])
          .orderBy('position')
          .pluck('position')
      ).map(Number);
      const got = (await storage.db.knex('test_picky').orderBy('position').pluck('position')).map(
        Number,
      );
      expect(got).toEqual(expected);
      // The failed and isolated attempts left the other projection's work applied once: every
      // event but the one it parked.
      const { rows } = (await storage.db.knex.raw(
        `select count(*)::int as n, count(distinct position)::int as d from test_applied_log`,
      )) as { rows: { n: number; d: number }[] };
      expect(rows[0]).toEqual({ n: head - 1, d: head - 1 });
    } finally {
      delete process.env.TEST_PICKY_REFUSE;
      await p3.stop();
    }
  }, 200_000);
});
