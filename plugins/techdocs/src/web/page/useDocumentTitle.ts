import { useEffect } from 'react';

/** Spec 001 §9: title updates wait this long, so quick page changes do not flicker the tab. */
export const TITLE_DEBOUNCE_MS = 100;

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return undefined;
    const timer = setTimeout(() => {
      document.title = title;
    }, TITLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title]);
}
