import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { paths, safeRedirect } from '../../../config/paths.ts';
import { startSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { api, recordPosition } from '../../../lib/api-client.ts';
import type { DataBody, User } from '@karier/api-types';

/** Google sign-in lands here with `#token=…&position=…&redirectTo=…`. */
export function AuthCallbackRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.callback.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hash = new URLSearchParams(window.location.hash.slice(1));
    // The token must not linger in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    const token = hash.get('token');
    if (!token) {
      setFailed(true);
      return;
    }
    recordPosition(hash.get('position'));
    const redirectTo = safeRedirect(hash.get('redirectTo'), paths.app.dashboard.getHref());
    api
      .get<DataBody<User>>('/auth/me', { token, ignoreUnauthorized: true })
      .then((me) => {
        startSession(queryClient, token, me.data);
        void navigate(redirectTo, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [navigate, queryClient]);

  if (!failed) return <PageLoader label={t('auth.callback.signingIn')} />;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <p className="text-slate-700 dark:text-slate-300">{t('auth.google.failed')}</p>
      <Link to={paths.auth.login.getHref()} className={buttonClasses('primary')}>
        {t('auth.forgot.backToLogin')}
      </Link>
    </div>
  );
}
