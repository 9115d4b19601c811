/** The dashboard's favourite star: toggles only when the call succeeds, never showing a guess. */
import { useState } from 'react';
import { FavoriteStar } from '../../../components/list-view/FavoriteStar';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { toggleFavorite } from '../thunks/headerActions';

export function DashboardStar() {
  const dispatch = useAppDispatch();
  const starred = useAppSelector((state) => state.dashboardState.isStarred);
  const [pending, setPending] = useState(false);
  return (
    <FavoriteStar
      starred={starred}
      pending={pending}
      onToggle={() => {
        setPending(true);
        void dispatch(toggleFavorite()).finally(() => setPending(false));
      }}
    />
  );
}
