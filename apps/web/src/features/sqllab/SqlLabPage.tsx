/**
 * SQL Lab (`/sqllab/`): query tabs kept on the server, each with its database, schema, SQL
 * editor, results and history, and a table browser on the left. Only admin and sql_lab users may
 * use it, as in Superset; others see why instead of a broken page.
 */
import { Button, Result } from 'antd';
import { PageLoading } from '../../shell/PageLoading';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/userSlice';
import { canUseSqlLab } from '../explore';
import { SqlLabAccessDenied } from './SqlLabAccessDenied';
import { SqlLabWorkspace } from './SqlLabWorkspace';
import { useGetSqlLabStateQuery } from './sqllabApi';
import { sqlLabLeft, sqlLabLoaded } from './sqllabSlice';
import { selectSqlLab } from './sqlLabState';
import './sqllab.css';

export function SqlLabPage() {
  const user = useAppSelector(selectCurrentUser);
  if (!canUseSqlLab(user?.roles ?? [])) return <SqlLabAccessDenied />;
  return <SqlLabLoader />;
}

function SqlLabLoader() {
  const session = useGetSqlLabStateQuery(undefined, { refetchOnMountOrArgChange: true });
  // The store's `sqlLab` slice takes the server's tabs before the workspace shows them, and
  // forgets them when the page is left, so a page opened again never works on stale tabs.
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => selectSqlLab(state).loaded);
  useEffect(() => {
    if (session.data !== undefined) dispatch(sqlLabLoaded(session.data));
  }, [dispatch, session.data]);
  useEffect(() => () => void dispatch(sqlLabLeft()), [dispatch]);
  // The databases exposed in SQL Lab that the user may query come with the page state.
  const databases = useMemo(
    () =>
      session.data === undefined
        ? undefined
        : Object.values(session.data.databases).sort((a, b) =>
            a.database_name.localeCompare(b.database_name),
          ),
    [session.data],
  );
  const error = session.error;
  if (error !== undefined) {
    if (typeof error === 'object' && 'status' in error && error.status === 403)
      return <SqlLabAccessDenied />;
    return (
      <Result
        status="error"
        title={t('SQL Lab could not be loaded')}
        subTitle={errorMessage(error)}
        extra={<Button onClick={() => void session.refetch()}>{t('Try again')}</Button>}
      />
    );
  }
  if (!loaded || !databases) return <PageLoading />;
  return <SqlLabWorkspace databases={databases} />;
}
