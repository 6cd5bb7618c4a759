import { useEffect } from 'react';

/** Sets the tab title as "<page> — Karier" (or just "Karier"). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} — Karier` : 'Karier';
  }, [title]);
}
