/** The resource permissions of a list page, from `GET /api/v1/{resource}/_info`. */
import { useEffect } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/messageToastsSlice';
import { useGetListInfoQuery } from './listViewApi';
import { NO_PERMISSIONS, permissionsFromInfo } from './listPermissions';
import type { ListPermissions } from './listPermissions';

export function useListPermissions(resource: string, noun: string): ListPermissions {
  const dispatch = useAppDispatch();
  const { data, error } = useGetListInfoQuery(resource);

  useEffect(() => {
    if (error === undefined) return;
    dispatch(
      toastAdded({
        text: t('An error occurred while fetching %s info: %s', noun, errorMessage(error)),
        toastType: 'danger',
        noDuplicate: true,
      }),
    );
  }, [dispatch, error, noun]);

  // Until `_info` answers, nothing is offered: actions must never flash up and disappear.
  return data === undefined ? NO_PERMISSIONS : permissionsFromInfo(data.permissions);
}
