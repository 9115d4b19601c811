/** Gate for every screen except the login page: anonymous visitors go to login and come back. */
import { Navigate, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { BootstrapUser } from '../api/types';
import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from '../store/userSlice';
import { loginUrl } from './safeNext';

export function RequireAuth({ children }: { children: (user: BootstrapUser) => ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (user === null) {
    return (
      <Navigate to={loginUrl(`${location.pathname}${location.search}${location.hash}`)} replace />
    );
  }
  return children(user);
}
