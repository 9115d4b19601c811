/**
 * After a save changed the slug, the address bar follows (as Superset does), so reloading the
 * page or sharing its address keeps working. The router is not told: nothing needs to reload.
 */
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { dashboardPath } from '../../dashboard-list';

export function useCanonicalUrl(): void {
  const id = useAppSelector((state) => state.dashboardInfo.id);
  const savedSlug = useAppSelector((state) => state.dashboardInfo.saved.slug);
  const loadedSlug = useRef(savedSlug);
  useEffect(() => {
    if (id === null || savedSlug === loadedSlug.current) return;
    loadedSlug.current = savedSlug;
    const path = dashboardPath({ id, slug: savedSlug });
    if (window.location.pathname !== path) {
      window.history.replaceState(window.history.state, '', `${path}${window.location.search}`);
    }
  }, [id, savedSlug]);
}
