import { Crown, FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths, type CheckoutPlan } from '../../../config/paths.ts';
import { useCvs } from '../../../lib/cv-list.ts';
import { usePricing } from '../api/get-pricing.ts';
import { PlanCheckout } from './plan-checkout.tsx';

/**
 * Basic pays for the revised CV of one CV: choose which (those not paid yet), or upload one
 * first; then its checkout.
 */
export function BasicCheckout({
  initialCvId = null,
  inPlace = false,
  headingLevel = 2,
}: {
  initialCvId?: string | null;
  inPlace?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const cvs = useCvs();
  // The chosen CV stays listed and chosen once paid (its checkout shows what was bought).
  const [chosen, setChosen] = useState<string | null>(initialCvId);
  const unpaid = (cvs.data ?? []).filter((c) => c.payment_status !== 'paid' || c.id === chosen);
  const current = unpaid.find((c) => c.id === chosen) ?? null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (cvs.isPending) return <Spinner className="size-5 text-slate-400" />;
  if (unpaid.length === 0) {
    return (
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-slate-700 dark:text-slate-300">{t('checkout.noCvs')}</p>
        {!inPlace && (
          <Link to={paths.app.createCv.getHref()} className={buttonClasses('primary', 'sm')}>
            <Upload aria-hidden="true" className="size-4" />
            {t('checkout.uploadFirst')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend id={groupId} className="mb-2">
          <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('checkout.chooseCv')}
          </Heading>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {unpaid.map((c) => (
            <RadioCard
              key={c.id}
              name={`basic-cv-${groupId}`}
              value={c.id}
              checked={current?.id === c.id}
              onChange={() => setChosen(c.id)}
              visual={<FileText aria-hidden="true" className="size-5 text-slate-500" />}
              label={c.title}
              hint={c.score === null ? '' : t('checkout.cvScore', { score: c.score })}
              layout="p-3 pr-9"
            />
          ))}
        </div>
        {!inPlace && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('checkout.orUpload')}{' '}
            <Link
              to={paths.app.createCv.getHref()}
              className="font-medium text-indigo-700 underline dark:text-indigo-300"
            >
              {t('checkout.uploadFirst')}
            </Link>
          </p>
        )}
      </fieldset>
      {current && (
        <PlanCheckout
          key={current.id}
          plan="basic"
          cvId={current.id}
          cvTitle={current.title}
          inPlace={inPlace}
          headingLevel={headingLevel}
        />
      )}
    </div>
  );
}

/**
 * The two plans that can be bought here, side by side; choosing one opens its checkout in
 * place (so a refused upload keeps its file), or, with `links`, leads to /checkout.
 */
export function PlanOffers({ links = false }: { links?: boolean }) {
  const { t } = useTranslation();
  const pricing = usePricing();
  const [open, setOpen] = useState<CheckoutPlan | null>(null);
  const price = (id: CheckoutPlan) => pricing.data?.plans.find((p) => p.id === id);
  const offers: CheckoutPlan[] = ['premium', 'basic'];

  return (
    <div className="space-y-4" data-testid="plan-offers">
      <ul className="grid gap-3 sm:grid-cols-2">
        {offers.map((id) => {
          const p = price(id);
          const text = t(`checkout.offers.${id}`, {
            amount: p?.amountLabel ?? '…',
            analyses: p?.analyses ?? 0,
            days: p?.unlimitedRevisionDays ?? 0,
          });
          const label = t(`checkout.offers.${id}Button`);
          return (
            <li
              key={id}
              className={`flex flex-col gap-3 rounded-xl border p-4 ${
                id === 'premium'
                  ? 'border-indigo-300 bg-indigo-50 dark:border-indigo-800 dark:bg-indigo-950/40'
                  : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
              }`}
            >
              <p className="flex items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
                {id === 'premium' && <Crown aria-hidden="true" className="size-4" />}
                {t(`dashboard.plan.names.${id}`)}
                <span className="font-normal text-slate-700 dark:text-slate-300">
                  · {p?.amountLabel ?? ''}
                </span>
              </p>
              <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
              {links ? (
                <Link
                  to={paths.app.checkout.getHref(id)}
                  className={buttonClasses(id === 'premium' ? 'primary' : 'secondary', 'sm')}
                >
                  {label}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-expanded={open === id}
                  onClick={() => setOpen(open === id ? null : id)}
                  className={buttonClasses(id === 'premium' ? 'primary' : 'secondary', 'sm')}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!links && open === 'premium' && <PlanCheckout plan="premium" inPlace headingLevel={3} />}
      {!links && open === 'basic' && <BasicCheckout inPlace headingLevel={3} />}
    </div>
  );
}
