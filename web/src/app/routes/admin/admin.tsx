import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { ActivitiesTab } from '../../../features/admin/components/activities-tab.tsx';
import { AdminShell } from '../../../features/admin/components/admin-shell.tsx';
import { CvDetail } from './cv-detail.tsx';
import { CvsTab } from '../../../features/admin/components/cvs-tab.tsx';
import { DashboardTab } from '../../../features/admin/components/dashboard-tab.tsx';
import { MessagesTab } from '../../../features/admin/components/messages-tab.tsx';
import { NoAccess } from '../../../features/admin/components/no-access.tsx';
import { PaymentsTab } from '../../../features/admin/components/payments-tab.tsx';
import { SettingsTab } from '../../../features/admin/components/settings-tab.tsx';
import { ToastProvider } from '../../../features/admin/components/toast.tsx';
import { UserTimeline } from '../../../features/admin/components/user-timeline.tsx';
import { UsersTab } from '../../../features/admin/components/users-tab.tsx';
import { readTab } from '../../../features/admin/utils/tabs.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/**
 * /admin: the admin panel, for signed-in admins (ProtectedRoute sends everyone else to
 * /login; a signed-in user without the role sees why they cannot enter). The tab is in the
 * URL — `?tab=users|cvs|messages|payments|activities|settings`, with `&user=<id>` (a user's timeline) or
 * `&cv=<id>` (one CV) — so a reload or a link lands on the same view.
 */
export function AdminRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'), { exact: true });
  const me = useCurrentUser();
  const stored = useAuthStore((s) => s.user);
  const user = me.data ?? stored;
  const [params] = useSearchParams();

  if (!user) return null;
  if (user.role !== 'admin') return <NoAccess />;

  const tab = readTab(params);
  const userId = params.get('user');
  const cvId = params.get('cv');
  let content;
  switch (tab) {
    case 'dashboard':
      content = <DashboardTab />;
      break;
    case 'users':
      content = userId ? <UserTimeline key={userId} userId={userId} /> : <UsersTab />;
      break;
    case 'cvs':
      content = cvId ? <CvDetail key={cvId} cvId={cvId} /> : <CvsTab />;
      break;
    case 'messages':
      content = <MessagesTab />;
      break;
    case 'payments':
      content = <PaymentsTab />;
      break;
    case 'activities':
      content = (
        <ActivitiesTab
          key={userId ?? ''}
          initialUser={userId ? { id: userId, label: params.get('name') ?? userId } : null}
        />
      );
      break;
    case 'settings':
      content = <SettingsTab />;
      break;
  }

  return (
    <ToastProvider>
      <AdminShell active={tab}>{content}</AdminShell>
    </ToastProvider>
  );
}
