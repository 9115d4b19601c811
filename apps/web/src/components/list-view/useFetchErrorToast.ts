/**
 * The toast a list page shows when one of its queries fails: a danger toast per error, not
 * stacked on an identical one still showing. `describe` words it around the error's message;
 * pass a stable function (module level or memoised), since a new one shows the toast again.
 */
import { useEffect } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/messageToastsSlice';

export function useFetchErrorToast(error: unknown, describe: (detail: string) => string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (error === undefined) return;
    dispatch(
      toastAdded({ text: describe(errorMessage(error)), toastType: 'danger', noDuplicate: true }),
    );
  }, [dispatch, error, describe]);
}
