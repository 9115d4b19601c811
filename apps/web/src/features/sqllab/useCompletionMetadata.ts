/**
 * What the editor completes for a tab: the database's schemas, the tab schema's tables and the
 * columns of the tables its SQL names (their metadata is loaded as they appear, through the
 * dataset editor's cached table calls).
 */
import type { Completion } from '@codemirror/autocomplete';
import type { SQLNamespace } from '@codemirror/lang-sql';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import {
  datasetEditApi,
  useGetDatabaseSchemasQuery,
  useGetSchemaTablesQuery,
} from '../datasets/datasetEditApi';
import type { TableMetadata } from '../datasets/datasetEditApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/store';
import {
  columnCompletions,
  completionNamespace,
  referencedTables,
  tableKey,
} from './sqlCompletion';
import type { ColumnInfo } from './sqlCompletion';

export interface CompletionData {
  namespace: SQLNamespace;
  columnOptions: Completion[];
}

export function useCompletionMetadata(
  dbId: number | null,
  schema: string | null,
  sql: string,
): CompletionData {
  const schemas = useGetDatabaseSchemasQuery(dbId ?? skipToken).data;
  const tables = useGetSchemaTablesQuery(
    dbId !== null && schema !== null ? { databaseId: dbId, schema } : skipToken,
  ).data;

  // Typing stays smooth: the statement is re-read for table names after the keystroke renders.
  const deferredSql = useDeferredValue(sql);
  const refsKey = referencedTables(deferredSql, schema)
    .filter((ref) => ref.schema !== null)
    .map((ref) => JSON.stringify([ref.schema, ref.table]))
    .join('\n');
  const args = useMemo(
    () =>
      dbId === null || refsKey === ''
        ? []
        : refsKey.split('\n').map((line) => {
            const [refSchema, table] = JSON.parse(line) as [string, string];
            return { databaseId: dbId, schema: refSchema, table };
          }),
    [dbId, refsKey],
  );

  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscriptions = args.map((arg) =>
      dispatch(datasetEditApi.endpoints.getTableMetadata.initiate(arg)),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [args, dispatch]);

  const selectMetadata = useMemo(
    () => (state: RootState) =>
      args.map((arg) => {
        const select = datasetEditApi.endpoints.getTableMetadata.select(arg);
        // The store's type predates the injected endpoints; the api slice is the same one.
        return select(state as unknown as Parameters<typeof select>[0]).data;
      }),
    [args],
  );
  const metadata: (TableMetadata | undefined)[] = useAppSelector(selectMetadata, shallowEqual);

  return useMemo(() => {
    const columns: Record<string, ColumnInfo[]> = {};
    args.forEach((arg, index) => {
      const loaded = metadata[index];
      if (loaded) columns[tableKey(arg)] = loaded.columns;
    });
    const refs = args.map(({ schema: refSchema, table }) => ({ schema: refSchema, table }));
    return {
      namespace: completionNamespace({
        schemas: schemas ?? [],
        currentSchema: schema,
        tables: (tables ?? []).map((table) => table.value),
        columns,
      }),
      columnOptions: columnCompletions(refs, columns),
    };
  }, [args, metadata, schema, schemas, tables]);
}
