import {
  systemContext,
  type CommandContext,
  type KarierEvent,
  type RecordedEvent,
} from '@karier/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { projectionChecksums } from '../projector/src/checksum.ts';
import {
  projectionContext,
  type Projection,
  type ProjectionContext,
} from '../projector/src/projection.ts';
import { ProjectionRunner, type RunnerOptions } from '../projector/src/runner.ts';
import { openTestStorage, type Backend, type TestStorage } from './storage.ts';

/** One append: a stream and the event (or events, appended together) written to it. */
export type GivenAppend = readonly [streamId: string, events: KarierEvent | readonly KarierEvent[]];

/**
 * One step of a given: an append, or a step run in its place with the spec (the storage and
 * runner are ready; what was appended before is not projected yet unless the step catches up).
 * For a history in phases: `async (s) => s.runner.catchUp()` between them, or the vault's
 * erasure of a user between their `UserErased` and the projection of it.
 */
export type GivenStep = GivenAppend | ((spec: ProjectionSpec) => Promise<void>);

// A row as a test reads it: any column, any type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

export interface ProjectionSpec {
  /** The storage (available from the first test on). */
  readonly storage: TestStorage;
  /** The runner over the spec's projections (available from the first test on). */
  readonly runner: ProjectionRunner;
  /**
   * Given these appends (and steps), in this order (`expectedVersion: 'any'`, one `context`
   * for all): registers the `beforeAll` that opens a fresh storage on the backend, prepares the
   * projections, appends and catches up, and the `afterAll` that removes it all.
   */
  given(steps: readonly GivenStep[], options?: { context?: CommandContext }): ProjectionSpec;
  /** Then the rows of `table` (as stored: personal fields sealed), narrowed by `query`. */
  thenRows(table: string, query?: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<Row[]>;
  /** The rows with these personal fields opened with their owners' keys. */
  opened(rows: readonly Row[], fields: readonly string[]): Promise<Row[]>;
  /** Checksums of every table of the spec's projections. */
  checksums(): ReturnType<typeof projectionChecksums>;
  /** Every event in the store (up to 10,000), in order. */
  events(): Promise<RecordedEvent[]>;
  /** Runs `apply` on all the events again in one transaction (re-delivery), with the runners' context. */
  reapply(
    apply: (
      events: RecordedEvent[],
      trx: Knex.Transaction,
      ctx: ProjectionContext,
    ) => Promise<void>,
  ): Promise<void>;
  /** Drops the projections' tables and replays them from the first event. */
  rebuild(): Promise<void>;
}

/**
 * Given/then for projection specs, on one backend (inside `forEachBackend`):
 *
 *     const spec = projectionSpec(backend, cvsProjection).given([[cvStreamId(id), [uploaded]]]);
 *     it('keeps the CV', async () => {
 *       expect(await spec.thenRows('cvs', (q) => q.where({ id }))).toMatchObject([{ … }]);
 *     });
 *     it('rebuilds to the same rows', async () => {
 *       const before = await spec.checksums();
 *       await spec.rebuild();
 *       expect(await spec.checksums()).toEqual(before);
 *     });
 */
export function projectionSpec(
  backend: Backend,
  projection: Projection | readonly Projection[],
  options: RunnerOptions = {},
): ProjectionSpec {
  const projections: readonly Projection[] = Array.isArray(projection)
    ? (projection as readonly Projection[])
    : [projection as Projection];
  let storage: TestStorage | undefined;
  let runner: ProjectionRunner | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('projectionSpec: call given() and use it in a test');
    return value;
  };

  const spec: ProjectionSpec = {
    get storage() {
      return ready(storage);
    },
    get runner() {
      return ready(runner);
    },
    given(steps, givenOptions = {}) {
      beforeAll(async () => {
        storage = await openTestStorage(backend);
        runner = new ProjectionRunner(storage.store, projections, options);
        await runner.prepare();
        const context = givenOptions.context ?? systemContext();
        for (const step of steps) {
          if (typeof step === 'function') {
            await step(spec);
            continue;
          }
          const [streamId, events] = step;
          const list = (Array.isArray(events) ? events : [events]) as KarierEvent[];
          await storage.store.append(streamId, list, { expectedVersion: 'any', context });
        }
        await runner.catchUp();
      });
      afterAll(async () => {
        await storage?.cleanup();
      });
      return spec;
    },
    async thenRows(table, query = (q) => q) {
      const knex = ready(storage).db.knex;
      return (await query(knex(table).select('*'))) as Row[];
    },
    opened(rows, fields) {
      const s = ready(storage);
      return s.vault.openRows(s.db.knex, rows, fields);
    },
    checksums() {
      return projectionChecksums(ready(storage).db.knex, projections);
    },
    events() {
      return ready(storage).store.readAll({ after: 0, limit: 10_000 });
    },
    async reapply(apply) {
      const s = ready(storage);
      const events = await spec.events();
      const ctx = projectionContext(s.vault);
      await s.db.knex.transaction((trx) => apply(events, trx, ctx));
    },
    async rebuild() {
      const r = ready(runner);
      for (const p of projections) await r.reset(p);
      await r.catchUp();
    },
  };
  return spec;
}
