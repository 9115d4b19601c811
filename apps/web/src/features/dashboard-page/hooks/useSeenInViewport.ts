/**
 * Whether an element has been on screen at least once (IntersectionObserver, with a small
 * margin so a chart starts loading just before it scrolls in). Elements inside a hidden tab
 * are not on screen. Once seen, stays seen: a chart keeps its result when scrolled away.
 *
 * `watching` false holds the observer back: a dashboard opened at an anchor first renders at the
 * top and only then scrolls, and the charts at the top must not count as shown for that frame.
 */
import { useCallback, useState } from 'react';
import { FIRST_SCREEN_MARGIN_PX } from '../model/firstScreenCharts';

const PRELOAD_MARGIN = `${FIRST_SCREEN_MARGIN_PX}px 0px`;

export function useSeenInViewport<T extends Element>(
  watching = true,
): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || !watching) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setSeen(true);
            observer.disconnect();
          }
        },
        { rootMargin: PRELOAD_MARGIN },
      );
      observer.observe(node);
      // React 19 runs a callback ref's returned cleanup when the node detaches.
      return () => observer.disconnect();
    },
    [watching],
  );
  return [ref, seen];
}
