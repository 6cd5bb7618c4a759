import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { loadTexts, type TextPart } from '../lib/i18n.ts';

/** Longest a page waits for its prefetched data before it shows its own loading state. */
const PREFETCH_WAIT_MS = 1500;

/**
 * A page loaded on first visit, together with the parts of the texts it shows and — fetched at
 * the same time, the route loader's job — the data it opens with, so it appears whole instead of
 * shifting as its data arrives. The page renders inside the query layer (lib/query-layer.tsx),
 * loaded with the first such page: the query library is no part of the landing page's first load.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  texts: readonly TextPart[] = ['app'],
  /**
   * Loads what fetches the data the page opens with (lazily, as query options import the query
   * library), while the query layer loads.
   */
  prefetch?: () => Promise<(queryClient: QueryClient) => Promise<unknown>>,
) {
  return lazy(async () => {
    const layer = import('../lib/query-layer.tsx');
    const data = prefetch
      ? Promise.race([
          Promise.all([layer, prefetch()])
            .then(([m, fetchData]) => fetchData(m.queryClient))
            .catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS)),
        ])
      : null;
    const [module, { withQueryLayer }] = await Promise.all([load(), layer, loadTexts(texts), data]);
    return { default: withQueryLayer(module[name]) };
  });
}
