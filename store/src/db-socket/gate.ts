import type { Knex } from 'knex';

type Pool = {
  acquireConnection(): Promise<unknown>;
  releaseConnection(c: unknown): Promise<void>;
};

/**
 * The gate: the app's one knex connection (its transactions hold it), plus a count of the app's
 * unpooled hot-path reads, which run only while no socket client holds the database.
 */
export class PgliteGate {
  private held: { conn: unknown; owner: number } | null = null;
  private changed: Promise<void> = Promise.resolve();
  private notify: () => void = () => undefined;
  private reads = 0;
  constructor(private readonly knex: Knex) {}

  private signal(): void {
    this.notify();
    this.changed = new Promise((r) => (this.notify = r));
  }

  /** Runs an app read outside the knex pool, never inside a socket client's work. */
  async read<T>(fn: () => Promise<T>): Promise<T> {
    while (this.held) await this.changed;
    this.reads++;
    try {
      return await fn();
    } finally {
      this.reads--;
      if (this.reads === 0) this.signal();
    }
  }

  async acquire(owner: number): Promise<void> {
    if (this.held?.owner === owner) return;
    const conn = await (this.knex.client as Pool).acquireConnection();
    this.held = { conn, owner };
    this.signal();
    while (this.reads > 0) await this.changed;
  }

  owner(): number | null {
    return this.held?.owner ?? null;
  }

  async release(owner: number): Promise<void> {
    if (this.held?.owner !== owner) return;
    const { conn } = this.held;
    this.held = null;
    this.signal();
    await (this.knex.client as Pool).releaseConnection(conn);
  }
}
