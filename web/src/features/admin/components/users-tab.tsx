import {
  Ban,
  History,
  MoreHorizontal,
  ShieldCheck,
  ShieldMinus,
  Trash2,
  UserCheck,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import {
  DropdownButtonItem,
  DropdownLinkItem,
  DropdownMenu,
  DropdownSeparator,
} from '../../../components/ui/dropdown-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { exportUsers } from '../api/export-users.ts';
import { useAdminUsers, type AdminUsersParams } from '../api/get-admin-users.ts';
import type { AdminUser } from '@karier/api-types';
import { formatCount, formatWib, formatWibDate } from '../utils/format.ts';
import { RoleBadge, UserStatusBadge } from './badges.tsx';
import {
  AdminTable,
  FilterSelect,
  ListBody,
  SearchField,
  TabHeader,
  usePaging,
} from './admin-list.tsx';
import { Pagination } from './pagination.tsx';
import { tableStyles as ts } from './table-styles.ts';
import { UserActionDialog, type UserActionKind } from './user-action-dialog.tsx';

const PAGE_SIZE = 20;
const iconClass = 'size-4 shrink-0 text-slate-500 dark:text-slate-400';

/** Every account: filters, server-side paging, CSV export and the admin actions per row. */
export function UsersTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const me = useAuthStore((s) => s.user);
  const [role, setRole] = useState<NonNullable<AdminUsersParams['role']>>('all');
  const [sort, setSort] = useState<NonNullable<AdminUsersParams['sort']>>('newest');
  const [search, setSearch] = useState('');
  const { page, setPage, resetting } = usePaging();
  const [action, setAction] = useState<{ kind: UserActionKind; user: AdminUser } | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const filters = { role, sort, search: term };
  const list = useAdminUsers({ ...filters, page, pageSize: PAGE_SIZE });
  const rows = list.data?.data ?? [];

  return (
    <div className="space-y-5">
      <TabHeader
        title={t('admin.tabs.users')}
        csv={{ label: t('admin.users.export'), save: () => exportUsers(filters) }}
      />

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
        <SearchField
          id="users-search"
          className="col-span-2 sm:col-span-1"
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={resetting(setSearch)}
        />
        <FilterSelect
          id="users-role"
          label={t('admin.users.role')}
          value={role}
          onChange={resetting(setRole)}
          options={(['all', 'admin', 'user'] as const).map((value) => ({
            value,
            label: t(`admin.users.roles.${value}`),
          }))}
        />
        <FilterSelect
          id="users-sort"
          label={t('admin.users.sort')}
          value={sort}
          onChange={resetting(setSort)}
          options={(['newest', 'oldest'] as const).map((value) => ({
            value,
            label: t(`admin.users.sorts.${value}`),
          }))}
        />
      </div>

      <ListBody
        list={list}
        failed="Failed to fetch users"
        count={rows.length}
        empty={term || role !== 'all' ? t('admin.users.noMatch') : t('admin.users.empty')}
      >
        <AdminTable
          caption={t('admin.users.caption')}
          busy={list.isFetching}
          columns={[
            { label: t('admin.users.columns.user') },
            { label: t('admin.users.columns.role') },
            { label: t('admin.users.columns.registered') },
            { label: t('admin.users.columns.lastLogin') },
            { label: t('admin.users.columns.cvs'), end: true },
            { label: t('admin.users.columns.status') },
            { label: t('admin.users.columns.actions'), end: true, hidden: true },
          ]}
        >
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
                  <time dateTime={u.registeredDate}>{formatWibDate(u.registeredDate, lang)}</time>
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
        </AdminTable>
      </ListBody>

      <Pagination data={list.data} onPage={setPage} label={t('admin.users.pages')} />

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
  // An erased account has nothing left to act on: only its history, as a plain link.
  if (user.statusCode === 'erased') {
    return (
      <Link
        to={paths.app.admin.getHref('users', { user: user.id })}
        aria-label={t('admin.users.timelineFor', { name: user.name })}
        className={buttonClasses('secondary', 'sm')}
      >
        <History aria-hidden="true" className="size-4" />
        {t('admin.users.timeline')}
      </Link>
    );
  }
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
      {self ? (
        <p className="px-3 py-2 text-xs whitespace-normal text-slate-500 dark:text-slate-400">
          {t('admin.users.notOnSelf')}
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
