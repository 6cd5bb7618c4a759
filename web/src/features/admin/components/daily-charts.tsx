import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useIsDark } from '../hooks/use-is-dark.ts';
import type { DailyPoint, MonthChange } from '@karier/api-types';
import { MonthChangeBadge } from './stat-card.tsx';
import {
  formatCount,
  formatDay,
  formatRupiah,
  formatRupiahShort,
  revenueTicks,
} from '../utils/format.ts';
import { cardClasses } from '../../../components/ui/card.tsx';

const palette = {
  light: {
    grid: '#e2e8f0',
    tick: '#64748b',
    signups: '#4f46e5',
    cvs: '#059669',
    revenue: '#d97706',
    tooltipBg: '#ffffff',
    tooltipBorder: '#e2e8f0',
    text: '#0f172a',
  },
  dark: {
    grid: '#1e293b',
    tick: '#94a3b8',
    signups: '#818cf8',
    cvs: '#34d399',
    revenue: '#fbbf24',
    tooltipBg: '#0f172a',
    tooltipBorder: '#334155',
    text: '#f1f5f9',
  },
};

/**
 * The daily series of GET /api/admin/stats as two charts: sign-ups and analysed CVs, and
 * revenue in Rupiah net of refunds. Loaded on its own (recharts is large) by the dashboard tab.
 */
export function DailyCharts({ daily, revenue }: { daily: DailyPoint[]; revenue: MonthChange }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const colours = useIsDark() ? palette.dark : palette.light;
  const totals = daily.reduce(
    (sum, d) => ({
      signups: sum.signups + d.signups,
      cvsAnalysed: sum.cvsAnalysed + d.cvsAnalysed,
      revenue: sum.revenue + d.revenue,
    }),
    { signups: 0, cvsAnalysed: 0, revenue: 0 },
  );
  const ticks = revenueTicks(
    Math.max(0, ...daily.map((d) => d.revenue)),
    Math.min(0, ...daily.map((d) => d.revenue)),
  );
  const axis = { stroke: colours.grid, tick: { fill: colours.tick, fontSize: 12 } };
  const tooltip = {
    contentStyle: {
      background: colours.tooltipBg,
      border: `1px solid ${colours.tooltipBorder}`,
      borderRadius: 12,
      color: colours.text,
      fontSize: 13,
    },
    labelStyle: { color: colours.text, fontWeight: 600 },
    labelFormatter: (label: unknown) => formatDay(String(label), lang),
  };
  const tickDay = (day: string) => formatDay(day, lang);
  // Ticks that would overlap are skipped; the first and the last day always show.
  const xAxis = {
    dataKey: 'date',
    tickFormatter: tickDay,
    interval: 'preserveStartEnd' as const,
    minTickGap: 16,
    ...axis,
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section aria-labelledby="chart-activity-heading" className={cardClasses}>
        <h3
          id="chart-activity-heading"
          className="text-base font-semibold text-slate-900 dark:text-white"
        >
          {t('admin.charts.activity')}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('admin.charts.activityTotals', {
            signups: formatCount(totals.signups, lang),
            cvs: formatCount(totals.cvsAnalysed, lang),
          })}
        </p>
        <div
          role="group"
          aria-label={t('admin.charts.activityLabel', {
            days: daily.length,
            signups: totals.signups,
            cvs: totals.cvsAnalysed,
          })}
          data-testid="chart-activity"
          className="mt-4 h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis {...xAxis} />
              <YAxis
                allowDecimals={false}
                width={48}
                domain={[0, (max: number) => Math.max(max, 4)]}
                {...axis}
              />
              <Tooltip {...tooltip} />
              <Legend wrapperStyle={{ fontSize: 13, color: colours.tick }} />
              <Area
                type="monotone"
                dataKey="signups"
                name={t('admin.charts.signups')}
                stroke={colours.signups}
                fill={colours.signups}
                fillOpacity={0.15}
                strokeWidth={2}
                isAnimationActive={false}
              />
              <Area
                type="monotone"
                dataKey="cvsAnalysed"
                name={t('admin.charts.cvsAnalysed')}
                stroke={colours.cvs}
                fill={colours.cvs}
                fillOpacity={0.12}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </section>

      <section aria-labelledby="chart-revenue-heading" className={cardClasses}>
        <h3
          id="chart-revenue-heading"
          className="text-base font-semibold text-slate-900 dark:text-white"
        >
          {t('admin.charts.revenue')}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('admin.charts.revenueTotal', { amount: formatRupiah(totals.revenue) })}
        </p>
        <p
          data-testid="revenue-month"
          className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
        >
          {t('admin.charts.revenueMonth', { amount: formatRupiah(revenue.thisMonth) })}
          <MonthChangeBadge change={revenue} />
        </p>
        <div
          role="group"
          aria-label={t('admin.charts.revenueLabel', {
            days: daily.length,
            amount: formatRupiah(totals.revenue),
          })}
          data-testid="chart-revenue"
          className="mt-4 h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis {...xAxis} />
              <YAxis
                allowDecimals={false}
                width={76}
                domain={[ticks[0]!, ticks.at(-1)!]}
                ticks={ticks}
                tickFormatter={(v: number) => formatRupiahShort(v)}
                {...axis}
              />
              <Tooltip
                {...tooltip}
                cursor={{ fill: colours.grid, opacity: 0.5 }}
                formatter={(value) => [formatRupiah(Number(value)), t('admin.charts.revenue')]}
              />
              <Bar
                dataKey="revenue"
                name={t('admin.charts.revenue')}
                fill={colours.revenue}
                radius={[4, 4, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>
    </div>
  );
}
