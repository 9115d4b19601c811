/** Logging out from anywhere in the app: the POST, then a full page load of the login page. */
import { useCallback } from 'react';
import { errorMessage } from '../api/errorMessage';
import { t } from '../i18n/t';
import { PATHS } from '../routes/paths';
import { useAppDispatch } from '../store/hooks';
import { dangerToastAdded } from '../store/messageToastsSlice';
import { useLogoutMutation } from './authApi';

export function useLogOut(): { logOut: () => void; isLoading: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const logOut = useCallback(() => {
    logout()
      .unwrap()
      // A full page load rather than a route change: every piece of the user's client state goes.
      .then(() => window.location.assign(PATHS.login))
      .catch((error: unknown) => {
        dispatch(dangerToastAdded(errorMessage(error, t('Logout failed. Please try again.'))));
      });
  }, [logout, dispatch]);
  return { logOut, isLoading };
}
