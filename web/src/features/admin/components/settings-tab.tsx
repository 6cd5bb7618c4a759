import { CircleCheck, CircleX, Database, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useProjections } from '../api/get-projections.ts';
import { useRebuildProjection } from '../api/rebuild-projection.ts';
import { useVerifyAudit } from '../api/verify-audit.ts';
import type { ProjectionStatus } from '@karier/api-types';
import { formatCount, formatWib } from '../utils/format.ts';
import { LoadError } from './load-error.tsx';
import { ParkedEvents } from './parked-events.tsx';
import { SimpleConfirmDialog } from './simple-confirm-dialog.tsx';
import { TableSkeleton } from './skeletons.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';
import { useNotify } from './toast.tsx';

/** The read models' progress against the event store (with rebuilds) and the audit check. */
export function SettingsTab() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('admin.tabs.settings')}
      </h2>
      <AuditVerification />
      {/* Developer words (read model, projection) live only here, under a plain label. */}
      <section aria-labelledby="technical-heading" className="space-y-3">
        <div>
          <h3
            id="technical-heading"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            {t('admin.technical.heading')}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('admin.technical.lead')}
          </p>
        </div>
        <Projections />
        <ParkedEvents />
      </section>
    </div>
  );
}

function Projections() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const notify = useNotify();
  const projections = useProjections();
  const [confirming, setConfirming] = useState<string | null>(null);
  const rebuild = useRebuildProjection({ onSuccess: (message) => notify(message) });
  const data = projections.data;
  const behind = data?.projections.some((p) => p.lag > 0) ?? false;

  const onRebuild = (name: string) => {
    setConfirming(null);
    rebuild.mutate(name, {
      onError: (error) =>
        notify(errorMessage(error, t('admin.projections.rebuildFailed')), 'error'),
    });
  };

  return (
    <section aria-labelledby="projections-heading" className={cardClasses}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4
            id="projections-heading"
            className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
          >
            <Database aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
            {t('admin.projections.heading')}
          </h4>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('admin.projections.lead')}
          </p>
        </div>
        {data && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('admin.projections.head', { head: formatCount(data.head, lang) })}
            {behind && (
              <span className="ml-2 inline-flex items-center gap-1 text-indigo-700 dark:text-indigo-300">
                <Spinner className="size-3.5" />
                {t('admin.projections.refreshing')}
              </span>
            )}
          </p>
        )}
      </div>
      <div className="mt-4">
        {projections.isError && !data ? (
          <LoadError
            message={errorMessage(projections.error, t('admin.projections.loadFailed'))}
            onRetry={() => void projections.refetch()}
            retrying={projections.isFetching}
          />
        ) : !data ? (
          <TableSkeleton rows={4} />
        ) : data.projections.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('admin.projections.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.projections.map((p) => (
              <ProjectionRow
                key={p.name}
                projection={p}
                head={data.head}
                lang={lang}
                busy={rebuild.isPending && rebuild.variables === p.name}
                onRebuild={() => setConfirming(p.name)}
              />
            ))}
          </ul>
        )}
      </div>
      {confirming && (
        <SimpleConfirmDialog
          title={t('admin.projections.confirmTitle', { name: confirming })}
          description={<p>{t('admin.projections.confirmText')}</p>}
          confirmLabel={t('admin.projections.rebuild')}
          onConfirm={() => onRebuild(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function ProjectionRow({
  projection: p,
  head,
  lang,
  busy,
  onRebuild,
}: {
  projection: ProjectionStatus;
  head: number;
  lang: string;
  busy: boolean;
  onRebuild: () => void;
}) {
  const { t } = useTranslation();
  const percent = head > 0 ? Math.min(100, Math.floor((p.position / head) * 100)) : 100;
  const labelId = `projection-${p.name}`;
  return (
    <li
      data-testid="projection-row"
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p id={labelId} className="flex flex-wrap items-baseline gap-x-2 font-medium">
          <code className="text-sm text-slate-900 dark:text-white">{p.name}</code>
          <span className="text-xs text-slate-500 dark:text-slate-400">v{p.version}</span>
        </p>
        {p.description && (
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{p.description}</p>
        )}
        {p.tables && p.tables.length > 0 && (
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t('admin.projections.tables')}:{' '}
            {p.tables.map((table, i) => (
              <span key={table}>
                {i > 0 && ', '}
                <code>{table}</code>
              </span>
            ))}
          </p>
        )}
        <div className="mt-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={head}
            aria-valuenow={Math.min(p.position, head)}
            aria-valuetext={t('admin.projections.progress', {
              position: formatCount(p.position, lang),
              head: formatCount(head, lang),
            })}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className={`h-full rounded-full ${p.lag > 0 ? 'bg-amber-500' : 'bg-green-600 dark:bg-green-500'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
            {formatCount(p.position, lang)} / {formatCount(head, lang)}
          </span>
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          <span
            className={
              p.lag > 0
                ? 'font-semibold text-amber-700 dark:text-amber-300'
                : 'text-green-700 dark:text-green-400'
            }
          >
            {p.lag > 0
              ? t('admin.projections.lag', { count: p.lag, n: formatCount(p.lag, lang) })
              : t('admin.projections.upToDate')}
          </span>
          {p.updatedAt && (
            <> · {t('admin.projections.updated', { time: formatWib(p.updatedAt, lang) })}</>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={onRebuild}
        disabled={busy}
        aria-label={t('admin.projections.rebuildLabel', { name: p.name })}
        className={buttonClasses('secondary', 'sm', 'self-start sm:self-center')}
      >
        {busy ? (
          <Spinner className="size-4" />
        ) : (
          <RefreshCw aria-hidden="true" className="size-4" />
        )}
        {t('admin.projections.rebuild')}
      </button>
    </li>
  );
}

function AuditVerification() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const audit = useVerifyAudit();
  const result = audit.data;
  return (
    <section aria-labelledby="audit-heading" className={cardClasses}>
      <h3
        id="audit-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <ShieldCheck aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
        {t('admin.audit.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('admin.audit.lead')}</p>
      <button
        type="button"
        onClick={() => void audit.refetch()}
        disabled={audit.isFetching}
        className={buttonClasses('primary', 'md', 'mt-4')}
      >
        {audit.isFetching ? (
          <Spinner className="size-4" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-4" />
        )}
        {audit.isFetching ? t('admin.audit.checking') : t('admin.audit.verify')}
      </button>
      <div aria-live="polite" className="mt-4">
        {audit.isError && !audit.isFetching ? (
          <LoadError
            message={errorMessage(audit.error, t('admin.audit.failed'))}
            onRetry={() => void audit.refetch()}
          />
        ) : result && !audit.isFetching ? (
          result.ok ? (
            <p
              data-testid="audit-result"
              className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0">
                <span className="font-semibold">{t('admin.audit.intact')}</span>{' '}
                {t('admin.audit.intactDetail', {
                  events: formatCount(result.events, lang),
                  head: formatCount(result.head, lang),
                })}
                <code className="mt-1 block text-xs break-all opacity-80">{result.headHash}</code>
              </span>
            </p>
          ) : (
            <p
              data-testid="audit-result"
              className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
            >
              <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">
                  {t('admin.audit.broken', { position: formatCount(result.brokenAt, lang) })}
                </span>{' '}
                {t('admin.audit.brokenDetail', { events: formatCount(result.events, lang) })}
                {result.expected && result.actual && (
                  <span className="mt-1 block font-mono text-xs break-all opacity-80">
                    {t('admin.audit.expected')}: {result.expected}
                    <br />
                    {t('admin.audit.actual')}: {result.actual}
                  </span>
                )}
              </span>
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}
