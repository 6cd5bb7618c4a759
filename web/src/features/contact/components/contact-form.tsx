import { useSearchParams } from '../../../lib/router.tsx';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '@karier/api-types';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  contactFields,
  validateContact,
  type ContactField,
  type ContactIssues,
} from '../utils/validate-contact.ts';

/**
 * The contact form: checked here with the server's own rules, then sent. A field the server
 * refuses shows the server's message under it; whatever goes wrong, the text typed stays.
 */
/** The longest subject another page may fill in. */
const SUBJECT_PREFILL_MAX = 150;

export function ContactForm() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  // A page that sends people here may fill in the subject (`?subject=`, e.g. the Enterprise plan).
  const [params] = useSearchParams();
  const empty: ContactRequest = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    subject: (params.get('subject') ?? '').trim().slice(0, SUBJECT_PREFILL_MAX),
    message: '',
  };
  const [values, setValues] = useState<ContactRequest>(empty);
  const [issues, setIssues] = useState<ContactIssues>({});
  const [sent, setSent] = useState(false);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>>(
    {},
  );
  const send = useSendContactMessage({
    onSuccess: () => {
      setSent(true);
      setValues(empty);
    },
  });

  // A 400 from the server names the field and says what is wrong with it.
  const serverField =
    send.error instanceof ApiError && send.error.status === 400
      ? (send.error.field as ContactField | null)
      : null;
  const serverFieldMessage =
    serverField && contactFields.includes(serverField) ? send.error?.message : null;

  const messageFor = (field: ContactField): string | null => {
    const issue = issues[field];
    if (issue)
      return t(`contact.form.errors.${field}.${issue}` as 'contact.form.errors.name.required');
    if (field === serverField && serverFieldMessage) return serverFieldMessage;
    return null;
  };

  const formError =
    send.error && !serverFieldMessage
      ? errorMessage(send.error, t('contact.form.failed'))
      : Object.keys(issues).length > 0 || serverFieldMessage
        ? t('contact.form.fixErrors')
        : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateContact(values);
    setIssues(found);
    const first = contactFields.find((field) => found[field]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    send.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    });
  };

  const update = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field stops saying it is wrong.
    if (issues[field]) setIssues((all) => ({ ...all, [field]: undefined }));
  };

  if (sent) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200"
      >
        <p className="flex items-start gap-3 font-semibold">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{t('contact.form.sent')}</span>
        </p>
        <p className="mt-2 pl-8 text-sm">{t('contact.form.reply')}</p>
        <button
          type="button"
          onClick={() => {
            setSent(false);
            send.reset();
          }}
          className={buttonClasses('secondary', 'sm', 'mt-5 ml-8')}
        >
          {t('contact.form.another')}
        </button>
      </div>
    );
  }

  const field = (name: ContactField, options: { type?: string; autoComplete?: string } = {}) => {
    const message = messageFor(name);
    const errorId = `contact-${name}-error`;
    const hintId = name === 'message' ? 'contact-message-hint' : null;
    const common = {
      id: `contact-${name}`,
      name,
      value: values[name],
      required: true,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': [hintId, message ? errorId : null].filter(Boolean).join(' ') || undefined,
    };
    return (
      <div>
        <label htmlFor={common.id} className={labelClasses}>
          {t(`contact.form.${name}`)}
        </label>
        {name === 'message' ? (
          <textarea
            {...common}
            ref={(el) => {
              fieldRefs.current[name] = el ?? undefined;
            }}
            rows={6}
            onChange={(e) => update(name, e.target.value)}
            className={inputClasses(Boolean(message), 'mt-1.5 h-auto py-2.5')}
          />
        ) : (
          <input
            {...common}
            ref={(el) => {
              fieldRefs.current[name] = el ?? undefined;
            }}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            inputMode={options.type === 'email' ? 'email' : undefined}
            autoCapitalize={options.type === 'email' ? 'none' : undefined}
            spellCheck={options.type === 'email' ? false : undefined}
            onChange={(e) => update(name, e.target.value)}
            className={inputClasses(Boolean(message), 'mt-1.5')}
          />
        )}
        {hintId && (
          <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            {t('contact.form.messageHint')}
          </p>
        )}
        {message && (
          <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('contact.form.required')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
      </div>
      {field('subject')}
      {field('message')}
      {formError && <FormError id="contact-error" message={formError} />}
      <button
        type="submit"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
      >
        {send.isPending && <Spinner className="size-4" />}
        {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </form>
  );
}
