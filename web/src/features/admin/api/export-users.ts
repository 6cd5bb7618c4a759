import { fetchAuthorizedBlob, saveBlob } from '../../../lib/authorized-file.ts';
import { jakartaToday } from '../utils/format.ts';
import { queryString } from '../utils/query-string.ts';
import type { AdminUsersParams } from './get-admin-users.ts';

/** GET /api/admin/users.csv with the list's filters, saved as pengguna-<date>.csv. */
export async function exportUsers(params: Omit<AdminUsersParams, 'page' | 'pageSize'>) {
  const blob = await fetchAuthorizedBlob(`/admin/users.csv${queryString({ ...params })}`);
  saveBlob(blob, `pengguna-${jakartaToday()}.csv`);
}
