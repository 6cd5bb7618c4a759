import { ERASED } from '@karier/store';
import type { Knex } from 'knex';
import type { CvRow } from './row.ts';

/** The JSON columns as the driver takes them. */
export const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** `revert`: one more undone change (the decider records each change id once). */
export type Patch = Partial<CvRow> & { cv_id: string; version: number; revert?: true };

/** An erased owner's CV: its title and text read '[dihapus]', its result is gone. */
const ERASED_RESULT = {
  title: ERASED,
  extracted_text: ERASED,
  analysis: null,
  summary: null,
  offered_summary: null,
  revision: null,
  // Issue 28: counted from the sealed answers, which read as none once erased (a replay agrees).
  answered_questions: 0,
  structure: null,
};

/** Applies patches in stream order; a row already at or past an event's version is left as is. */
export async function applyPatches(
  trx: Knex.Transaction,
  inserts: CvRow[],
  patches: Patch[],
  paidIn: { cv_id: string; payment_id: string }[],
  removed: { deleted: string[]; erasedUsers: string[] },
  refunded: string[] = [],
) {
  let paid = paidIn;
  // A deleted CV leaves a tombstone: a late re-delivery of its upload never brings it back.
  if (removed.deleted.length > 0) {
    await trx('cvs_deleted')
      .insert(removed.deleted.map((cv_id) => ({ cv_id })))
      .onConflict('cv_id')
      .ignore();
  }
  const gone = new Set<string>(
    inserts.length > 0
      ? await trx('cvs_deleted')
          .whereIn(
            'cv_id',
            inserts.map((r) => r.cv_id),
          )
          .pluck('cv_id')
      : [],
  );
  // Facts from other streams that may arrive first (on the bus, partitions are independent):
  // a settled payment and an erased owner are remembered and applied to a row inserted later.
  // A refunded order (issue 17) no longer pays for its CV, which may be bought again.
  // Its tombstone keeps a late re-delivery of its settlement from marking the CV paid again.
  if (refunded.length > 0) {
    await trx('cvs_refunded')
      .insert(refunded.map((payment_id) => ({ payment_id })))
      .onConflict('payment_id')
      .ignore();
    await trx('cvs_paid').whereIn('payment_id', refunded).delete();
    await trx('cvs')
      .whereIn('payment_id', refunded)
      .update({ payment_status: 'pending', payment_id: null, status: 'draft' });
  }
  if (paid.length > 0) {
    const gone = new Set<string>(
      await trx('cvs_refunded')
        .whereIn(
          'payment_id',
          paid.map((p) => p.payment_id),
        )
        .pluck('payment_id'),
    );
    paid = paid.filter((p) => !gone.has(p.payment_id));
  }
  if (paid.length > 0) {
    await trx('cvs_paid').insert(paid).onConflict('cv_id').ignore();
  }
  if (removed.erasedUsers.length > 0) {
    await trx('cvs_erased_users')
      .insert(removed.erasedUsers.map((user_id) => ({ user_id })))
      .onConflict('user_id')
      .ignore();
  }
  const fresh = inserts.filter((r) => !gone.has(r.cv_id));
  if (fresh.length > 0) {
    const [paidBefore, erasedBefore] = await Promise.all([
      trx('cvs_paid')
        .whereIn(
          'cv_id',
          fresh.map((r) => r.cv_id),
        )
        .select('cv_id', 'payment_id') as Promise<{ cv_id: string; payment_id: string }[]>,
      trx('cvs_erased_users')
        .whereIn(
          'user_id',
          fresh.map((r) => r.user_id),
        )
        .pluck('user_id') as Promise<string[]>,
    ]);
    const paidOf = new Map(paidBefore.map((r) => [r.cv_id, r.payment_id]));
    const erased = new Set(erasedBefore);
    for (const r of fresh) {
      const paymentId = paidOf.get(r.cv_id);
      if (paymentId)
        Object.assign(r, { payment_status: 'paid', payment_id: paymentId, status: 'completed' });
      if (erased.has(r.user_id)) Object.assign(r, ERASED_RESULT);
    }
    await trx('cvs')
      .insert(
        fresh.map((r) => ({
          ...r,
          sections: JSON.stringify(r.sections),
          skills: JSON.stringify(r.skills),
          analysis: json(r.analysis),
          revision: json(r.revision),
        })),
      )
      .onConflict('cv_id')
      .ignore();
  }
  for (const p of patches) {
    const { cv_id, version, revert, ...rest } = p;
    const row: Record<string, unknown> = { ...rest, version };
    // Guarded by the version like every patch: a re-delivery never counts twice.
    if (revert) row.reverted_changes = trx.raw('reverted_changes + 1');
    if (rest.sections) row.sections = JSON.stringify(rest.sections);
    if (rest.skills) row.skills = JSON.stringify(rest.skills);
    if ('analysis' in rest) row.analysis = json(rest.analysis);
    if ('revision' in rest) row.revision = json(rest.revision);
    await trx('cvs').where({ cv_id }).andWhere('version', '<', version).update(row);
  }
  // Payments live on their own streams: the first settled order of a CV marks it paid, once.
  for (const p of paid) {
    await trx('cvs')
      .where({ cv_id: p.cv_id })
      .andWhere('payment_status', '<>', 'paid')
      .update({ payment_status: 'paid', payment_id: p.payment_id, status: 'completed' });
  }
  // Last: nothing later in a stream brings a deleted CV or an erased title back.
  if (removed.deleted.length > 0) await trx('cvs').whereIn('cv_id', removed.deleted).delete();
  if (removed.erasedUsers.length > 0) {
    await trx('cvs').whereIn('user_id', removed.erasedUsers).update(ERASED_RESULT);
  }
}
