import { useEffect } from 'react';

/**
 * The page renders after the browser's own jump to the URL fragment (#pricing, #faq, a FAQ question slug),
 * so scroll the matching element into view once on arrival.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    if (id === '') return;
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, []);
}
