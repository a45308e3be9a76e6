import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport, once (it stays true): heavy parts
 * below the fold (the swap page's chart on a phone) load and draw when the user scrolls toward
 * them, not while the page's first screen is still being built. Without IntersectionObserver the
 * element counts as near at once.
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = '300px'): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
};
