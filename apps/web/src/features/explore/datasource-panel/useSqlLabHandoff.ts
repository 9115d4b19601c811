/** "View in SQL Lab": builds the hand-off and posts it; any failure shows Superset's toast. */
import { useCallback } from 'react';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { dangerToastAdded } from '../../../store/messageToastsSlice';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { postToSqlLab, sqlLabHandoff } from './sqlLabHandoff';

export function useSqlLabHandoff(): (datasource: DatasourceJson) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (datasource: DatasourceJson) => {
      const fail = () => dispatch(dangerToastAdded(t('An error occurred while loading the SQL')));
      const handoff = sqlLabHandoff(datasource);
      if (handoff === null) {
        fail();
        return;
      }
      postToSqlLab(handoff).catch(fail);
    },
    [dispatch],
  );
}
