import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { cvKeys } from '../../../lib/query-keys.ts';
import type { Payment, PaymentResponse, PaymentStatus } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** How often a pending payment is asked about, and for how long at most. */
export const POLL_INTERVAL_MS = 1000;
export const POLL_TIMEOUT_MS = 60_000;

const isFinalStatus = (status: PaymentStatus) => status !== 'pending';

/** GET /api/payments/{id} */
export async function getPayment(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Payment> {
  const response = await api.get<PaymentResponse>(`/payments/${encodeURIComponent(id)}`, {
    signal,
  });
  return response.data;
}

/**
 * A payment, asked about every second while it is pending. Polling stops when it is paid,
 * failed or expired, when the component unmounts, and after a minute (`timedOut`).
 */
export function usePayment(id: string | null) {
  const queryClient = useQueryClient();
  const started = useRef<number>(Date.now());
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    started.current = Date.now();
    setTimedOut(false);
    if (!id) return;
    const timer = window.setTimeout(() => setTimedOut(true), POLL_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [id]);

  const query = useQuery({
    queryKey: paymentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getPayment(id!, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (q) => {
      const data = q.state.data;
      if (timedOut || (data && isFinalStatus(data.status))) return false;
      return POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
    retry: 2,
  });

  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    // The CV is now paid for: its stored result, the list and the plan change.
    void queryClient.invalidateQueries({ queryKey: cvKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.plan() });
  }, [paid, queryClient]);

  return { ...query, timedOut: timedOut && !(query.data && isFinalStatus(query.data.status)) };
}
