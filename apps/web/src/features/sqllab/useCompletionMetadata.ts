/**
 * What the editor completes for a tab: the database's schemas, the tab schema's tables and the
 * columns of the tables its SQL names (their metadata is loaded as they appear, through the
 * dataset editor's cached table calls). Only names found in their schema's table list are looked
 * up, so a name being typed is never asked for letter by letter; the table lists of other schemas
 * the SQL names (complete schema names only) are loaded for that.
 */
import type { Completion } from '@codemirror/autocomplete';
import type { SQLNamespace } from '@codemirror/lang-sql';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { datasetEditApi, useGetDatabaseSchemasQuery, useGetSchemaTablesQuery } from '../datasets';
import type { TableMetadata, TableOption } from '../datasets';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/store';
import {
  columnCompletions,
  completionNamespace,
  knownTableRefs,
  referencedTables,
  tableKey,
} from './sqlCompletion';
import type { ColumnInfo, TableRef } from './sqlCompletion';

export interface CompletionData {
  namespace: SQLNamespace;
  columnOptions: Completion[];
}

/** The store's type predates the injected endpoints; the api slice is the same one. */
type ApiState = Parameters<ReturnType<typeof datasetEditApi.endpoints.getSchemaTables.select>>[0];

/** A list that keeps its identity while its text form is unchanged (one entry per line). */
function useStableList<T>(
  items: readonly T[],
  encode: (item: T) => string,
  decode: (line: string) => T,
): T[] {
  const key = items.map(encode).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the list's value
  return useMemo(() => (key === '' ? [] : key.split('\n').map(decode)), [key]);
}

const encodeRef = (ref: TableRef) => JSON.stringify([ref.schema, ref.table]);
const decodeRef = (line: string): TableRef => {
  const [schema, table] = JSON.parse(line) as [string, string];
  return { schema, table };
};

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
  const refs = useStableList(
    referencedTables(deferredSql, schema).filter((ref) => ref.schema !== null),
    encodeRef,
    decodeRef,
  );

  // Other schemas the statement names, when the database has them: their table lists.
  const otherSchemas = useStableList(
    [...new Set(refs.map((ref) => ref.schema as string))].filter(
      (name) => name !== schema && (schemas ?? []).includes(name),
    ),
    (name) => name,
    (line) => line,
  );
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (dbId === null) return undefined;
    const subscriptions = otherSchemas.map((name) =>
      dispatch(
        datasetEditApi.endpoints.getSchemaTables.initiate({ databaseId: dbId, schema: name }),
      ),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dbId, otherSchemas, dispatch]);
  const selectOtherTables = useMemo(
    () => (state: RootState) =>
      otherSchemas.map((name) =>
        dbId === null
          ? undefined
          : datasetEditApi.endpoints.getSchemaTables.select({ databaseId: dbId, schema: name })(
              state as unknown as ApiState,
            ).data,
      ),
    [dbId, otherSchemas],
  );
  const otherTables: (TableOption[] | undefined)[] = useAppSelector(
    selectOtherTables,
    shallowEqual,
  );

  const known = useStableList(
    knownTableRefs(
      refs,
      new Map([
        ...(schema !== null && tables ? [[schema, tables.map((t) => t.value)] as const] : []),
        ...otherSchemas.flatMap((name, index) => {
          const listed = otherTables[index];
          return listed ? [[name, listed.map((t) => t.value)] as const] : [];
        }),
      ]),
    ),
    encodeRef,
    decodeRef,
  );
  const args = useMemo(
    () =>
      dbId === null
        ? []
        : known.map((ref) => ({
            databaseId: dbId,
            schema: ref.schema as string,
            table: ref.table,
          })),
    [dbId, known],
  );

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
    return {
      namespace: completionNamespace({
        schemas: schemas ?? [],
        currentSchema: schema,
        tables: (tables ?? []).map((table) => table.value),
        columns,
      }),
      columnOptions: columnCompletions(known, columns),
    };
  }, [args, known, metadata, schema, schemas, tables]);
}
