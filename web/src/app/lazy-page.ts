import { lazy, type ComponentType } from 'react';
import { loadTexts, type TextPart } from '../lib/i18n.ts';

/** Longest a page waits for its prefetched data before it shows its own loading state. */
const PREFETCH_WAIT_MS = 1500;

/**
 * A page loaded on first visit, together with the parts of the texts it shows and — fetched at
 * the same time, the route loader's job — the data it opens with, so it appears whole instead of
 * shifting as its data arrives.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  texts: readonly TextPart[] = ['app'],
  prefetch?: () => Promise<unknown>,
) {
  return lazy(async () => {
    const data = prefetch
      ? Promise.race([
          prefetch().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS)),
        ])
      : null;
    const [module] = await Promise.all([load(), loadTexts(texts), data]);
    return { default: module[name] };
  });
}
