import { FileText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { ProfileLoadError } from './profile-load-error.tsx';
import { ProfileView } from './profile-view.tsx';

/** The signed-in user's profile: read, or edited in place. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // Bumped by "reload" after a conflict: a fresh form from the freshly loaded profile.
  const [formKey, setFormKey] = useState(0);

  if (!user) return null;
  if (profile.isPending) return <PageLoader label={t('profile.loading')} />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  const data = profile.data;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('profile.heading')}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('profile.lead')}</p>
        </div>
        <div className="flex gap-2">
          <Link to={paths.app.createCv.getHref()} className={buttonClasses('secondary')}>
            <FileText aria-hidden="true" className="size-4" />
            {t('profile.generateCv')}
          </Link>
          {!editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={buttonClasses('primary')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('profile.edit')}
            </button>
          )}
        </div>
      </div>
      {editing ? (
        <ProfileEditor
          key={`${data?.version ?? 0}-${formKey}`}
          profile={data}
          name={user.name}
          email={user.email}
          onDone={() => setEditing(false)}
          onReload={() => void profile.refetch().then(() => setFormKey((k) => k + 1))}
        />
      ) : (
        <ProfileView profile={data} name={user.name} email={user.email} />
      )}
    </div>
  );
}
