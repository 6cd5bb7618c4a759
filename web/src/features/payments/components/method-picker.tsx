import { CreditCard, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { PAYMENT_METHODS } from '@karier/commerce/pricing';
import type { PaymentMethod } from '@karier/api-types';

const icons: Record<PaymentMethod, LucideIcon> = {
  credit_card: CreditCard,
  bank_transfer: Landmark,
  ewallet: Wallet,
};

/** Credit card, bank transfer or e-wallet as radio cards (arrow keys move between them). */
export function MethodPicker({
  value,
  onChange,
  methods = PAYMENT_METHODS,
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
            <RadioCard
              key={method}
              name="payment-method"
              value={method}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(method)}
              layout="p-4"
              visual={
                <Icon
                  aria-hidden="true"
                  className="size-6 shrink-0 text-indigo-600 dark:text-indigo-400"
                />
              }
              label={t(`payments.methods.${method}`)}
              hint={t(`payments.methods.${method}Hint`)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
