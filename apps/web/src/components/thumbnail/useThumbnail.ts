/**
 * The state of one card's thumbnail: loading while the server renders it, then an object URL
 * for an <img>, or the fallback. Stops asking when the card goes away or its URL changes, and
 * releases the image's memory then.
 */
import { useEffect, useState } from 'react';
import { loadThumbnail } from './loadThumbnail';

export type ThumbnailState =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'fallback' };

/** What the last finished load of `url` gave: an object URL, or null for none. */
interface Loaded {
  url: string;
  src: string | null;
}

export function useThumbnail(url: string | null | undefined): ThumbnailState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    loadThumbnail(url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setLoaded({ url, src: objectUrl });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!url) return { status: 'fallback' };
  // A result for another URL is stale: the new one is still loading.
  if (loaded?.url !== url) return { status: 'loading' };
  return loaded.src === null ? { status: 'fallback' } : { status: 'ready', src: loaded.src };
}
