import { ScanSearch, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobMatch } from '@karier/api-types';
import { cvLabel } from '../utils/labels.ts';
import { scoreTextClasses, scoreTone } from '../../../lib/score.ts';
import { ResultsCard } from './results-card.tsx';

const chip =
  'inline-flex max-w-full items-center rounded-full border px-2.5 py-0.5 text-xs font-medium break-words';
const neutralChip = `${chip} border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200`;

function Chips({ items, className, empty }: { items: string[]; className: string; empty: string }) {
  if (!items.length) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className={className}>
          {item}
        </li>
      ))}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Language, field and sections the engine recognised. */
export function DetectedInfo({
  language,
  industry,
  sections,
}: {
  language: string;
  industry: string;
  sections: string[];
}) {
  const { t } = useTranslation();
  return (
    <ResultsCard
      title={t('cv.results.detected')}
      icon={
        <ScanSearch aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
      }
    >
      <dl className="-my-3 divide-y divide-slate-200 dark:divide-slate-800">
        <Row label={t('cv.results.language')}>
          <span className={neutralChip}>{cvLabel(t, 'languages', language)}</span>
        </Row>
        <Row label={t('cv.results.industry')}>
          <span className={neutralChip}>{cvLabel(t, 'industries', industry)}</span>
        </Row>
        <Row label={t('cv.results.sections')}>
          <Chips
            items={sections.map((s) => cvLabel(t, 'sections', s))}
            className={neutralChip}
            empty={t('cv.results.noSections')}
          />
        </Row>
      </dl>
    </ResultsCard>
  );
}

/** How well the CV matches the vacancy the user pasted. */
export function JobMatchCard({ match }: { match: JobMatch }) {
  const { t } = useTranslation();
  const tone = scoreTone(match.score);
  return (
    <ResultsCard
      title={t('cv.results.jobMatch')}
      icon={<Target aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />}
    >
      <p className={`text-3xl font-bold tabular-nums ${scoreTextClasses[tone]}`}>
        {match.score}%
        <span className="ml-2 text-sm font-medium text-slate-600 dark:text-slate-400">
          {t(`cv.results.tone.${tone}`)}
        </span>
      </p>
      <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        <Row label={t('cv.results.matched')}>
          <Chips
            items={match.matched}
            empty={t('cv.results.none')}
            className={`${chip} border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300`}
          />
        </Row>
        <Row label={t('cv.results.missing')}>
          <Chips
            items={match.missing}
            empty={t('cv.results.none')}
            className={`${chip} border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300`}
          />
        </Row>
      </dl>
    </ResultsCard>
  );
}
