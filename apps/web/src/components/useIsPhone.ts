/**
 * Whether the viewport is a phone's (see `PHONE_MEDIA_QUERY`), kept current as the window is
 * resized or the phone turned, so components can pick a layout the stylesheets alone cannot
 * express (a drawer instead of a side panel, inline widths of the dashboard grid).
 */
import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from '@panorama/core/layout/phone-layout';

function phoneQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_MEDIA_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  if (!query || typeof query.addEventListener !== 'function') return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return phoneQuery()?.matches ?? false;
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
