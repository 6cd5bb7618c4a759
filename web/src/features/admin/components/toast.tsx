import { CheckCircle2, CircleAlert, X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  message: string;
}

const ToastContext = createContext<((message: string, tone?: Tone) => void) | null>(null);

/** How long a message stays up. */
export const TOAST_MS = 6000;

/** `notify(message, tone)` for the admin panel's success and failure messages. */
export function useNotify() {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useNotify must be used inside ToastProvider');
  return notify;
}

/**
 * Messages in the bottom corner: successes in a polite status region, failures in an alert
 * region (both regions are always there, so screen readers announce what appears in them).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const notify = useCallback((message: string, tone: Tone = 'success') => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-2), { id, tone, message }]);
  }, []);
  const dismiss = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));

  const region = (tone: Tone) => (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      aria-live={tone === 'success' ? 'polite' : 'assertive'}
      className="flex flex-col gap-2"
    >
      {toasts
        .filter((toast) => toast.tone === tone)
        .map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            closeLabel={t('admin.toast.close')}
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96">
        {region('error')}
        {region('success')}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  closeLabel,
  onDismiss,
}: {
  toast: Toast;
  closeLabel: string;
  onDismiss: () => void;
}) {
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
    // Once per toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const success = toast.tone === 'success';
  const Icon = success ? CheckCircle2 : CircleAlert;
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
        success
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950 dark:text-emerald-200'
          : 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950 dark:text-red-200'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{toast.message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={closeLabel}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
