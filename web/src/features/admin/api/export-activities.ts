import { fetchAuthorizedBlob, saveBlob } from '../../../lib/authorized-file.ts';
import { jakartaToday } from '../utils/format.ts';
import { queryString } from '../utils/query-string.ts';
import type { AdminActivitiesParams } from './get-admin-activities.ts';

/** GET /api/admin/activities.csv with the log's filters, saved as aktivitas-<date>.csv. */
export async function exportActivities(params: Omit<AdminActivitiesParams, 'page' | 'pageSize'>) {
  const blob = await fetchAuthorizedBlob(`/admin/activities.csv${queryString({ ...params })}`);
  saveBlob(blob, `aktivitas-${jakartaToday()}.csv`);
}
