/** The resource permissions of a list page, from `GET /api/v1/{resource}/_info`. */
import { useCallback } from 'react';
import { t } from '../../i18n/t';
import { useGetListInfoQuery } from './listViewApi';
import { NO_PERMISSIONS, permissionsFromInfo } from './listPermissions';
import type { ListPermissions } from './listPermissions';
import { useFetchErrorToast } from './useFetchErrorToast';

export function useListPermissions(resource: string, noun: string): ListPermissions {
  const { data, error } = useGetListInfoQuery(resource);
  useFetchErrorToast(
    error,
    useCallback(
      (detail: string) => t('An error occurred while fetching %s info: %s', noun, detail),
      [noun],
    ),
  );

  // Until `_info` answers, nothing is offered: actions must never flash up and disappear.
  return data === undefined ? NO_PERMISSIONS : permissionsFromInfo(data.permissions);
}
