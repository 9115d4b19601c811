/** The content-box size of an element, kept current with a ResizeObserver. */
import { useCallback, useState } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

export function useElementSize<T extends HTMLElement>(): [(node: T | null) => void, ElementSize] {
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  const ref = useCallback((node: T | null) => {
    if (!node) return;
    const update = () => {
      const next = { width: Math.floor(node.clientWidth), height: Math.floor(node.clientHeight) };
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    // React 19 runs the callback ref's returned cleanup when the node detaches.
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
