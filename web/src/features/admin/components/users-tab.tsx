import {
  Ban,
  Download,
  History,
  MoreHorizontal,
  Search,
  ShieldCheck,
  ShieldMinus,
  Trash2,
  UserCheck,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import {
  DropdownButtonItem,
  DropdownLinkItem,
  DropdownMenu,
  DropdownSeparator,
} from '../../../components/ui/dropdown-menu.tsx';
import { inputClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useExportUsers } from '../api/export-users.ts';
import { useAdminUsers, type AdminUsersParams } from '../api/get-admin-users.ts';
import type { AdminUser } from '../types.ts';
import { formatCount, formatWib, formatWibDate } from '../utils/format.ts';
import { RoleBadge, UserStatusBadge } from './badges.tsx';
import { LoadError } from './load-error.tsx';
import { TableSkeleton } from './skeletons.tsx';
import { Pagination } from './pagination.tsx';
import { filterLabel, tableStyles as ts } from './table-styles.ts';
import { useNotify } from './toast.tsx';
import { UserActionDialog, type UserActionKind } from './user-action-dialog.tsx';

const PAGE_SIZE = 20;
const iconClass = 'size-4 shrink-0 text-slate-500 dark:text-slate-400';

/** Every account: filters, server-side paging, CSV export and the admin actions per row. */
export function UsersTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const notify = useNotify();
  const me = useAuthStore((s) => s.user);
  const [role, setRole] = useState<NonNullable<AdminUsersParams['role']>>('all');
  const [sort, setSort] = useState<NonNullable<AdminUsersParams['sort']>>('newest');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<{ kind: UserActionKind; user: AdminUser } | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const filters = { role, sort, search: term };
  const list = useAdminUsers({ ...filters, page, pageSize: PAGE_SIZE });
  const exporter = useExportUsers();
  const rows = list.data?.data ?? [];

  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const onExport = () =>
    exporter.mutate(filters, {
      onError: (error) => notify(errorMessage(error, t('admin.exportFailed')), 'error'),
    });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('admin.tabs.users')}
        </h2>
        <button
          type="button"
          onClick={onExport}
          disabled={exporter.isPending}
          className={buttonClasses('secondary', 'sm')}
        >
          {exporter.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t('admin.users.export')}
        </button>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="users-search" className={filterLabel}>
            {t('admin.users.search')}
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="users-search"
              type="search"
              value={search}
              placeholder={t('admin.users.searchPlaceholder')}
              onChange={(e) => filter(setSearch)(e.target.value)}
              className={inputClasses(false, 'pl-9')}
            />
          </div>
        </div>
        <div>
          <label htmlFor="users-role" className={filterLabel}>
            {t('admin.users.role')}
          </label>
          <select
            id="users-role"
            value={role}
            onChange={(e) => filter(setRole)(e.target.value as typeof role)}
            className={inputClasses(false, 'mt-1')}
          >
            <option value="all">{t('admin.users.roles.all')}</option>
            <option value="admin">{t('admin.users.roles.admin')}</option>
            <option value="user">{t('admin.users.roles.user')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="users-sort" className={filterLabel}>
            {t('admin.users.sort')}
          </label>
          <select
            id="users-sort"
            value={sort}
            onChange={(e) => filter(setSort)(e.target.value as typeof sort)}
            className={inputClasses(false, 'mt-1')}
          >
            <option value="newest">{t('admin.users.sorts.newest')}</option>
            <option value="oldest">{t('admin.users.sorts.oldest')}</option>
          </select>
        </div>
      </div>

      {list.isError ? (
        <LoadError
          message="Failed to fetch users"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {term || role !== 'all' ? t('admin.users.noMatch') : t('admin.users.empty')}
        </p>
      ) : (
        <div className={ts.wrap} aria-busy={list.isFetching || undefined}>
          <table className={ts.table}>
            <caption className="sr-only">{t('admin.users.caption')}</caption>
            <thead className={ts.thead}>
              <tr>
                <th scope="col" className={ts.th}>
                  {t('admin.users.columns.user')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.users.columns.role')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.users.columns.registered')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.users.columns.lastLogin')}
                </th>
                <th scope="col" className={`${ts.th} text-right`}>
                  {t('admin.users.columns.cvs')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.users.columns.status')}
                </th>
                <th scope="col" className={`${ts.th} text-right`}>
                  <span className="sr-only">{t('admin.users.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={ts.tbody}>
              {rows.map((u) => {
                const self = u.id === me?.id;
                return (
                  <tr key={u.id} data-testid="user-row" data-user-id={u.id} className={ts.tr}>
                    <td className={ts.tdMain}>
                      <Link
                        to={paths.app.admin.getHref('users', { user: u.id })}
                        className="group block min-w-0 rounded"
                      >
                        <span className="block font-semibold break-words text-slate-900 group-hover:text-indigo-700 dark:text-white dark:group-hover:text-indigo-300">
                          {u.name}
                          {self && (
                            <span className="ml-2 text-xs font-medium text-slate-500 dark:text-slate-400">
                              {t('admin.users.you')}
                            </span>
                          )}
                        </span>
                        <span className="block text-sm break-all text-slate-500 dark:text-slate-400">
                          {u.email}
                        </span>
                      </Link>
                    </td>
                    <td data-label={t('admin.users.columns.role')} className={ts.td}>
                      <RoleBadge role={u.role} />
                    </td>
                    <td
                      data-label={t('admin.users.columns.registered')}
                      className={`${ts.td} whitespace-nowrap`}
                    >
                      <time dateTime={u.registeredDate}>
                        {formatWibDate(u.registeredDate, lang)}
                      </time>
                    </td>
                    <td
                      data-label={t('admin.users.columns.lastLogin')}
                      className={`${ts.td} whitespace-nowrap`}
                    >
                      {u.lastLogin ? (
                        <time dateTime={u.lastLogin}>{formatWib(u.lastLogin, lang)}</time>
                      ) : (
                        <span className="text-slate-400">{t('admin.users.never')}</span>
                      )}
                    </td>
                    <td
                      data-label={t('admin.users.columns.cvs')}
                      className={`${ts.td} tabular-nums xl:text-right`}
                    >
                      {formatCount(u.cvCount, lang)}
                    </td>
                    <td data-label={t('admin.users.columns.status')} className={ts.td}>
                      <UserStatusBadge code={u.statusCode} />
                    </td>
                    <td className={ts.tdActions}>
                      <RowActions
                        user={u}
                        self={self}
                        onAction={(kind) => setAction({ kind, user: u })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {list.data && list.data.total > 0 && (
        <Pagination
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          onPage={setPage}
          label={t('admin.users.pages')}
        />
      )}

      {action && (
        <UserActionDialog
          key={`${action.kind}-${action.user.id}`}
          kind={action.kind}
          user={action.user}
          onDone={() => setAction(null)}
        />
      )}
    </div>
  );
}

function RowActions({
  user,
  self,
  onAction,
}: {
  user: AdminUser;
  self: boolean;
  onAction: (kind: UserActionKind) => void;
}) {
  const { t } = useTranslation();
  const banned = user.statusCode === 'banned';
  return (
    <DropdownMenu
      label={t('admin.users.actionsFor', { name: user.name })}
      trigger={
        <>
          <MoreHorizontal aria-hidden="true" className="size-4" />
          <span>{t('admin.users.actions')}</span>
        </>
      }
      triggerClassName={buttonClasses('secondary', 'sm')}
      menuClassName="w-64 text-left"
    >
      <DropdownLinkItem
        to={paths.app.admin.getHref('users', { user: user.id })}
        icon={<History aria-hidden="true" className={iconClass} />}
      >
        {t('admin.users.timeline')}
      </DropdownLinkItem>
      {self || user.statusCode === 'erased' ? (
        <p className="px-3 py-2 text-xs whitespace-normal text-slate-500 dark:text-slate-400">
          {self ? t('admin.users.notOnSelf') : t('admin.users.erased')}
        </p>
      ) : (
        <>
          {user.role === 'admin' ? (
            <DropdownButtonItem
              onSelect={() => onAction('demote')}
              icon={<ShieldMinus aria-hidden="true" className={iconClass} />}
            >
              {t('admin.users.demote')}
            </DropdownButtonItem>
          ) : (
            <DropdownButtonItem
              onSelect={() => onAction('promote')}
              icon={<ShieldCheck aria-hidden="true" className={iconClass} />}
            >
              {t('admin.users.promote')}
            </DropdownButtonItem>
          )}
          {banned ? (
            <DropdownButtonItem
              onSelect={() => onAction('unban')}
              icon={<UserCheck aria-hidden="true" className={iconClass} />}
            >
              {t('admin.users.unban')}
            </DropdownButtonItem>
          ) : (
            <DropdownButtonItem
              onSelect={() => onAction('ban')}
              icon={<Ban aria-hidden="true" className={iconClass} />}
            >
              {t('admin.users.ban')}
            </DropdownButtonItem>
          )}
          <DropdownSeparator />
          <DropdownButtonItem
            onSelect={() => onAction('delete')}
            tone="danger"
            icon={<Trash2 aria-hidden="true" className="size-4 shrink-0" />}
          >
            {t('admin.users.delete')}
          </DropdownButtonItem>
        </>
      )}
    </DropdownMenu>
  );
}
