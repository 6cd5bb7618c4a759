import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob } from '../../../lib/authorized-file.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/payments/{id}/receipt — the printable HTML receipt, fetched with the token and
 * kept as a blob URL for a link that opens it in a new tab or downloads it. The URL is
 * released when the component unmounts.
 */
export function useReceiptUrl(paymentId: string | null) {
  const query = useQuery({
    queryKey: [...paymentKeys.detail(paymentId ?? ''), 'receipt'],
    queryFn: async ({ signal }) => {
      const blob = await fetchAuthorizedBlob(
        `/payments/${encodeURIComponent(paymentId!)}/receipt`,
        signal,
      );
      return new Blob([blob], { type: 'text/html;charset=utf-8' });
    },
    enabled: Boolean(paymentId),
    staleTime: Infinity,
    gcTime: 0,
  });
  const blob = query.data ?? null;
  const url = useBlobUrl(blob);
  return { ...query, url };
}

function useBlobUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
