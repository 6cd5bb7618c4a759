import { useEffect } from 'react';
import { pageTitle } from '../config/seo.ts';

/** The description index.html came with, for pages that have none of their own. */
let defaultDescription: string | null = null;

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (meta) meta.content = content;
}

/**
 * Sets the tab title to "<page> — Karier", or to `title` as given when `exact` is set; with a
 * `description`, also the page's description and its Open Graph title and description (the
 * server puts the same into the HTML of each public page for crawlers and link previews).
 */
export function useDocumentTitle(
  title: string,
  { exact = false, description }: { exact?: boolean; description?: string } = {},
) {
  useEffect(() => {
    const full = pageTitle(title, exact);
    document.title = full;
    defaultDescription ??=
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
    setMeta('name', 'description', description ?? defaultDescription);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description ?? defaultDescription);
  }, [title, exact, description]);
}
