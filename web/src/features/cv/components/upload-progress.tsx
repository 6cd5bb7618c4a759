import { useTranslation } from 'react-i18next';
import { IndeterminateBar, ProgressBar } from '../../../components/ui/progress-bar.tsx';

export type UploadStage = { kind: 'uploading'; percent: number } | { kind: 'analysing' };

/** Where a running upload is: bytes sent, then the server analysing. */
export function UploadProgress({ stage }: { stage: UploadStage }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2" role="status">
      {stage.kind === 'uploading' ? (
        <>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('cv.upload.uploading', { percent: stage.percent })}
          </p>
          <ProgressBar value={stage.percent} label={t('cv.upload.progressLabel')} />
        </>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('cv.upload.analysing')}
          </p>
          <IndeterminateBar label={t('cv.upload.analysing')} />
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('cv.upload.analysingHint')}
          </p>
        </>
      )}
    </div>
  );
}
