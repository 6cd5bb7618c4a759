import { FilterX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses } from '../../../components/ui/input.ts';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { exportActivities } from '../api/export-activities.ts';
import { useAdminActivities } from '../api/get-admin-activities.ts';
import { activityLabel, activityTypes, hasActivityLabel } from '../utils/activity-types.ts';
import { formatWib, shortId } from '../utils/format.ts';
import { RoleBadge } from './badges.tsx';
import { AdminTable, FilterSelect, ListBody, TabHeader, usePaging } from './admin-list.tsx';
import { Pagination } from './pagination.tsx';
import { filterLabel, tableStyles as ts } from './table-styles.ts';
import { UserPicker, type PickedUser } from './user-picker.tsx';

const PAGE_SIZE = 25;

/** The audit trail: who did what to which, when and from where; filters, paging and CSV. */
export function ActivitiesTab({ initialUser = null }: { initialUser?: PickedUser | null }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [user, setUser] = useState<PickedUser | null>(initialUser);
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { page, setPage, resetting } = usePaging();
  const badRange = Boolean(from && to && from > to);
  const filters = {
    userId: user?.id ?? '',
    action,
    from: badRange ? '' : from,
    to: badRange ? '' : to,
  };
  const list = useAdminActivities({ ...filters, page, pageSize: PAGE_SIZE });
  const rows = list.data?.data ?? [];
  const filtered = Boolean(user || action || from || to);
  const options = [...activityTypes].sort((a, b) =>
    (lang === 'en' ? a.en : a.id).localeCompare(lang === 'en' ? b.en : b.id, lang),
  );

  const clear = () => {
    setUser(null);
    setAction('');
    setFrom('');
    setTo('');
    setPage(1);
  };
  return (
    <div className="space-y-5">
      <TabHeader
        title={t('admin.tabs.activities')}
        csv={{ label: t('admin.activities.export'), save: () => exportActivities(filters) }}
      />

      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <UserPicker value={user} onChange={resetting(setUser)} />
        <FilterSelect
          id="activities-action"
          label={t('admin.activities.action')}
          value={action}
          onChange={resetting(setAction)}
          options={[
            { value: '', label: t('admin.activities.allActions') },
            ...options.map((o) => ({ value: o.type, label: lang === 'en' ? o.en : o.id })),
          ]}
        />
        <div>
          <label htmlFor="activities-from" className={filterLabel}>
            {t('admin.activities.from')}
          </label>
          <input
            id="activities-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => resetting(setFrom)(e.target.value)}
            aria-invalid={badRange || undefined}
            className={inputClasses(badRange, 'mt-1')}
          />
        </div>
        <div>
          <label htmlFor="activities-to" className={filterLabel}>
            {t('admin.activities.to')}
          </label>
          <input
            id="activities-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => resetting(setTo)(e.target.value)}
            aria-invalid={badRange || undefined}
            className={inputClasses(badRange, 'mt-1')}
          />
        </div>
      </div>
      {(badRange || filtered) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {badRange ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t('admin.activities.badRange')}
            </p>
          ) : (
            <span />
          )}
          {filtered && (
            <button type="button" onClick={clear} className={buttonClasses('ghost', 'sm')}>
              <FilterX aria-hidden="true" className="size-4" />
              {t('admin.activities.clear')}
            </button>
          )}
        </div>
      )}

      <ListBody
        list={list}
        failed="Failed to fetch activities"
        count={rows.length}
        empty={filtered ? t('admin.activities.noMatch') : t('admin.activities.empty')}
      >
        <AdminTable
          caption={t('admin.activities.caption')}
          busy={list.isFetching}
          columns={[
            { label: t('admin.activities.columns.action') },
            { label: t('admin.activities.columns.time') },
            { label: t('admin.activities.columns.actor') },
            { label: t('admin.activities.columns.target') },
            { label: t('admin.activities.columns.ip') },
          ]}
        >
          {rows.map((a) => (
            <tr key={a.id} data-testid="activity-row" data-type={a.type} className={ts.tr}>
              <td className={ts.tdMain}>
                <span title={a.type} className="block font-semibold text-slate-900 dark:text-white">
                  {activityLabel(a.type, a.action, lang)}
                </span>
                {/* The raw type only where the catalogue has no label for it (a newer server). */}
                {!hasActivityLabel(a.type) && (
                  <code className="text-xs text-slate-500 dark:text-slate-400">{a.type}</code>
                )}
              </td>
              <td
                data-label={t('admin.activities.columns.time')}
                className={`${ts.td} whitespace-nowrap`}
              >
                <time dateTime={a.occurredAt}>{formatWib(a.occurredAt, lang)}</time>
              </td>
              <td data-label={t('admin.activities.columns.actor')} className={ts.td}>
                {a.actorId ? (
                  <span className="inline-flex min-w-0 flex-wrap items-center justify-end gap-1.5 xl:justify-start">
                    <Link
                      to={paths.app.admin.getHref('users', { user: a.actorId })}
                      className="min-w-0 break-words text-indigo-700 hover:underline dark:text-indigo-300"
                    >
                      {a.actorName ?? shortId(a.actorId)}
                    </Link>
                    <RoleBadge role={a.actorRole} />
                  </span>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">
                    {t('admin.activities.system')}
                  </span>
                )}
              </td>
              <td data-label={t('admin.activities.columns.target')} className={ts.td}>
                <span className="min-w-0">
                  <span className="text-slate-800 dark:text-slate-200">
                    {t(`admin.activities.targets.${a.targetType}`, {
                      defaultValue: a.targetType,
                    })}
                  </span>{' '}
                  {a.targetName ? (
                    <span
                      title={a.targetId}
                      className="break-words text-slate-600 dark:text-slate-300"
                    >
                      {a.targetName}
                    </span>
                  ) : (
                    <code title={a.targetId} className="text-xs text-slate-500 dark:text-slate-400">
                      {shortId(a.targetId)}
                    </code>
                  )}
                </span>
              </td>
              <td
                data-label={t('admin.activities.columns.ip')}
                className={`${ts.td} font-mono text-xs`}
              >
                {a.ip ?? '—'}
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListBody>

      <Pagination data={list.data} onPage={setPage} label={t('admin.activities.pages')} />
    </div>
  );
}
