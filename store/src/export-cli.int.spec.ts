import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { exportEvents, parseExportArgs, type ExportedEvent } from './export-cli.ts';
import { systemContext } from '@karier/events';
import { profileStreamId, userStreamId } from '@karier/events';

describe('events export (NDJSON)', () => {
  let storage: Awaited<ReturnType<typeof openTestStorage>>;
  const userId = randomUUID();
  let firstPosition = 0;

  beforeAll(async () => {
    storage = await openTestStorage('pglite');
    const context = systemContext(new Date('2026-11-01T08:00:00.000Z'));
    const registered = await storage.store.append(
      userStreamId(userId),
      [
        {
          type: 'UserRegistered',
          data: {
            userId,
            name: 'Sari Dewi',
            email: 'sari@example.com',
            passwordHash: '$argon2id$x',
            role: 'user',
            registeredAt: '2026-11-01T08:00:00.000Z',
          },
        },
      ],
      { expectedVersion: 'no_stream', context },
    );
    firstPosition = registered.position;
    for (const location of ['Kota Batam', 'Medan']) {
      await storage.store.append(
        profileStreamId(userId),
        [
          {
            type: 'ProfileSaved',
            data: {
              userId,
              phone: '+6281234567890',
              location,
              about: 'Akuntan',
              skills: ['Excel'],
              experience: [],
              education: [],
              savedAt: '2026-11-01T09:00:00.000Z',
            },
          },
        ],
        { expectedVersion: 'any', context },
      );
    }
  });
  afterAll(async () => {
    await storage?.cleanup();
  });

  const run = async (argv: string[], batchSize = 1) => {
    const lines: string[] = [];
    await exportEvents(storage.store, { ...parseExportArgs(argv), batchSize }, (l) => {
      lines.push(l);
    });
    expect(lines.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
    return lines.map((l) => JSON.parse(l) as ExportedEvent);
  };

  it('exports the events after a position, of the given types, PII sealed by default', async () => {
    const out = await run([
      '--from',
      String(firstPosition),
      '--types',
      'ProfileSaved,UserLoggedIn',
    ]);
    expect(out.map((e) => [e.type, e.version])).toEqual([
      ['ProfileSaved', 1],
      ['ProfileSaved', 2],
    ]);
    expect(out[0]).toMatchObject({
      streamId: profileStreamId(userId),
      position: firstPosition + 1,
    });
    expect(Object.keys(out[0]!)).toEqual([
      'position',
      'streamId',
      'version',
      'type',
      'data',
      'metadata',
      'createdAt',
    ]);
    const data = out[0]!.data as Record<string, unknown>;
    expect(data.location).toMatch(/^pii:v1:/);
    expect(data.phone).toMatch(/^pii:v1:/);
    // The skills a user typed are personal data too (issue 15): sealed as a JSON list.
    expect(data.skills).toMatch(/^pii:v1a:/);
    expect(JSON.stringify(out)).not.toContain('Kota Batam');
    expect(JSON.stringify(out)).not.toContain('Excel');
    const raw = await storage.db.knex('events').where({ position: out[0]!.position }).first();
    expect(data).toEqual(raw.data);
  });

  it('stops at --to and exports everything without a type filter', async () => {
    const out = await run(['--from', '0', '--to', String(firstPosition + 1)]);
    expect(out.map((e) => e.type)).toEqual(['UserRegistered', 'ProfileSaved']);
    expect((out[0]!.data as { email: string }).email).toMatch(/^pii:v1:/);
  });

  it('opens personal data with --decrypt', async () => {
    const out = await run(['--from', '0', '--decrypt'], 2);
    expect(out).toHaveLength(3);
    expect(out[0]!.data).toMatchObject({ name: 'Sari Dewi', email: 'sari@example.com' });
    expect(out.slice(1).map((e) => (e.data as { location: string }).location)).toEqual([
      'Kota Batam',
      'Medan',
    ]);
  });

  it('rejects unknown arguments and bad positions', () => {
    expect(() => parseExportArgs(['--from', '-1'])).toThrow();
    expect(() => parseExportArgs(['--nope'])).toThrow();
  });
});
