import { Check, CreditCard, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paymentMethods, type PaymentMethod } from '../types.ts';

const icons: Record<PaymentMethod, LucideIcon> = {
  credit_card: CreditCard,
  bank_transfer: Landmark,
  ewallet: Wallet,
};

/** Credit card, bank transfer or e-wallet as radio cards (arrow keys move between them). */
export function MethodPicker({
  value,
  onChange,
  methods = paymentMethods,
  disabled,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  methods?: readonly PaymentMethod[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('payments.method')}
      </legend>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {methods.map((method) => {
          const checked = value === method;
          const Icon = icons[method];
          return (
            <label
              key={method}
              className={[
                'relative flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-indigo-400',
                checked
                  ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600 dark:border-indigo-400 dark:bg-indigo-950/40 dark:ring-indigo-400'
                  : 'border-slate-200 bg-white hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600',
                disabled ? 'cursor-not-allowed opacity-70' : '',
              ].join(' ')}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                className="sr-only"
              />
              <Icon
                aria-hidden="true"
                className="size-6 shrink-0 text-indigo-600 dark:text-indigo-400"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`payments.methods.${method}`)}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {t(`payments.methods.${method}Hint`)}
                </span>
              </span>
              {checked && (
                <Check
                  aria-hidden="true"
                  className="absolute top-2 right-2 size-4 text-indigo-600 dark:text-indigo-400"
                />
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
