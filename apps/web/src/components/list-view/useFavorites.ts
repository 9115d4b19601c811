/** Favourite stars of the rows on screen: one `favorite_status` call per page, toggles that stick only on success. */
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/messageToastsSlice';
import { useGetFavoriteStatusQuery, useSetFavoriteMutation } from './listViewApi';
import { useFetchErrorToast } from './useFetchErrorToast';

export interface Favorites {
  isStarred: (id: number) => boolean;
  isPending: (id: number) => boolean;
  toggle: (id: number) => void;
}

function describeStatusError(detail: string): string {
  return t('There was an error fetching the favorite status: %s', detail);
}

export function useFavorites(
  resource: string,
  ids: readonly number[],
  enabled: boolean,
): Favorites {
  const dispatch = useAppDispatch();
  const { data, error } = useGetFavoriteStatusQuery(
    { resource, ids },
    { skip: !enabled || ids.length === 0 },
  );
  const [setFavorite] = useSetFavoriteMutation();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  useFetchErrorToast(error, describeStatusError);

  const isStarred = (id: number) => data?.[id] === true;

  const toggle = (id: number) => {
    if (pending.has(id)) return;
    setPending((previous) => new Set(previous).add(id));
    setFavorite({ resource, id, starred: !isStarred(id) })
      .unwrap()
      .catch((err: unknown) => {
        dispatch(
          toastAdded({
            text: t('There was an error saving the favorite status: %s', errorMessage(err)),
            toastType: 'danger',
          }),
        );
      })
      .finally(() => {
        setPending((previous) => {
          const next = new Set(previous);
          next.delete(id);
          return next;
        });
      });
  };

  return { isStarred, isPending: (id) => pending.has(id), toggle };
}
