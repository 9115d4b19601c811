/** Shows a screen only to users holding a permission (from the bootstrap payload), else a 403 page. */
import type { ReactNode } from 'react';
import { selectHasPermission } from '../store/commonSlice';
import { useAppSelector } from '../store/hooks';
import { ForbiddenPage } from './lazyPages';

export function RequirePermission({
  permission,
  view,
  children,
}: {
  permission: string;
  view: string;
  children: ReactNode;
}) {
  const allowed = useAppSelector((state) => selectHasPermission(state, permission, view));
  return allowed ? children : <ForbiddenPage />;
}
