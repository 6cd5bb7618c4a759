import { randomUUID } from 'node:crypto';
import { cvStreamId, systemContext, type KarierEvent } from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { cvUploaded } from '../../../test-support/cv-events.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import { orderUsageProjection } from './order-usage.ts';

const t0 = Date.parse('2026-11-01T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();

const uploaded = (cvId: string, userId: string, minutes: number) =>
  cvUploaded(cvId, userId, at(minutes));

const downloaded = (
  cvId: string,
  userId: string,
  by: string,
  minutes: number,
  revisionId = `rev_${cvId.slice(0, 8)}_0000000001`,
): KarierEvent => ({
  type: 'CvDownloaded',
  data: { cvId, userId, revisionId, downloadedBy: by, downloadedAt: at(minutes) },
});

forEachBackend(
  (backend) => `order-usage projection on ${backend}`,
  (backend) => {
    const ayu = randomUUID();
    const admin = randomUUID();
    const cvA = randomUUID();
    const cvB = randomUUID();
    const spec = projectionSpec(backend, orderUsageProjection, { batchSize: 2 }).given(
      [
        [cvStreamId(cvA), [uploaded(cvA, ayu, 0), downloaded(cvA, ayu, ayu, 10)]],
        [cvStreamId(cvB), uploaded(cvB, ayu, 20)],
        // The same revision downloaded twice by the owner, once by an admin: three rows.
        [cvStreamId(cvA), downloaded(cvA, ayu, ayu, 30)],
        [cvStreamId(cvA), downloaded(cvA, ayu, admin, 40)],
        [
          cvStreamId(cvA),
          {
            type: 'CvDeleted',
            data: { cvId: cvA, userId: ayu, deletedBy: ayu, deletedAt: at(50) },
          },
        ],
      ],
      { context: systemContext(new Date(at(0))) },
    );

    it('keeps one row per download, with who and when, also of a CV deleted later', async () => {
      const rows = await spec.thenRows('usage_downloads', (q) =>
        q.where({ user_id: ayu }).orderBy('downloaded_at'),
      );
      expect(
        rows.map((r) => ({
          stream_id: r.stream_id,
          stream_version: r.stream_version,
          cv_id: r.cv_id,
          downloaded_by: r.downloaded_by,
          downloaded_at: new Date(r.downloaded_at).toISOString(),
        })),
      ).toEqual([
        {
          stream_id: cvStreamId(cvA),
          stream_version: 2,
          cv_id: cvA,
          downloaded_by: ayu,
          downloaded_at: at(10),
        },
        {
          stream_id: cvStreamId(cvA),
          stream_version: 3,
          cv_id: cvA,
          downloaded_by: ayu,
          downloaded_at: at(30),
        },
        {
          stream_id: cvStreamId(cvA),
          stream_version: 4,
          cv_id: cvA,
          downloaded_by: admin,
          downloaded_at: at(40),
        },
      ]);
      expect(rows[0]!.revision_id).toBe(`rev_${cvA.slice(0, 8)}_0000000001`);
    });

    it('keeps one row per analysis (upload), with nothing personal', async () => {
      const rows = await spec.thenRows('usage_analyses', (q) =>
        q.where({ user_id: ayu }).orderBy('uploaded_at'),
      );
      expect(
        rows.map((r) => ({ ...r, uploaded_at: new Date(r.uploaded_at).toISOString() })),
      ).toEqual([
        { cv_id: cvA, user_id: ayu, uploaded_at: at(0) },
        { cv_id: cvB, user_id: ayu, uploaded_at: at(20) },
      ]);
    });

    it('is idempotent: re-applying the events (newest first, one by one) changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of [...events].reverse()) await orderUsageProjection.applyBatch!([e], trx);
        await orderUsageProjection.applyBatch!(events, trx);
      });
      expect(await spec.checksums()).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
