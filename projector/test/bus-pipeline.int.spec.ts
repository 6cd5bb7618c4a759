import { KafkaEventBus, OutboxRelay } from '@karier/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeKafkaMock, startKafkaMock, type KafkaMock } from '../../test-support/kafka.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { openTestStorage } from '../../test-support/storage.ts';
import { BusProjector } from '../src/bus-projector.ts';
import { projectionChecksums } from '../src/checksum.ts';
import { BusProgress } from '../src/progress.ts';
import { projections } from '../src/registry.ts';
import { ProjectionRunner, projectionStatus } from '../src/runner.ts';

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
    const t = performance.now();
    const step = (n: string) => console.log(n, Math.round(performance.now() - t));
    await projector?.stop();
    step('projector');
    await relay?.stop();
    step('relay');
    await bus?.close();
    step('bus');
    await storage?.cleanup();
    step('storage');
    await mock?.stop();
    step('mock');
  });

  it('projects the history, then new events, through the topic; equal to a clean rebuild', async () => {
    await seedUserHistories(storage.store, { users: 200, eventsPerUser: 10 });
    let t1 = performance.now();
    await relay.start();
    await projector.start();
    console.log('started', Math.round(performance.now() - t1));
    t1 = performance.now();
    const progress = new BusProgress(storage.db.knex, 'karier.events');
    const names = projections.map((p) => p.name);
    await expect.poll(() => progress.applied(2000, names), { timeout: 30_000 }).toBe(true);
    console.log('initial', Math.round(performance.now() - t1));
    // Now on the bus: new events come through Kafka only.
    const t0 = performance.now();
    await seedUserHistories(storage.store, { users: 100, eventsPerUser: 10 });
    const head = await storage.store.head();
    console.log('seeded', Math.round(performance.now() - t0));
    expect(await projector.waitFor(head, names, 30_000)).toBe(true);
    console.log('applied', Math.round(performance.now() - t0));
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
});
