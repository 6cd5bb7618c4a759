import { useEffect } from 'react';

/** Sets the tab title to "<page> — Karier", or to `title` as given when `exact` is set. */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    document.title = exact ? title : `${title} — Karier`;
  }, [title, exact]);
}
