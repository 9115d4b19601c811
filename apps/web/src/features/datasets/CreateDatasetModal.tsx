/**
 * "+ Dataset": pick a database, a schema and a table (searchable), look at the table's columns,
 * then Create (`POST /api/v1/dataset/`). The chart editor does not exist yet, so success returns
 * to the dataset list with a toast.
 */
import { Alert, Empty, Form, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { CancelSaveFooter } from '../../components/modals/CancelSaveFooter';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import {
  useCreateDatasetMutation,
  useGetDatabaseSchemasQuery,
  useGetPickerDatabasesQuery,
  useGetSchemaTablesQuery,
  useGetTableMetadataQuery,
} from './datasetEditApi';
import type { TableColumn } from './datasetEditApi';

const byLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());

export function CreateDatasetModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [databaseId, setDatabaseId] = useState<number | null>(null);
  const [schema, setSchema] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const databases = useGetPickerDatabasesQuery();
  const schemas = useGetDatabaseSchemasQuery(databaseId ?? 0, { skip: databaseId === null });
  const tables = useGetSchemaTablesQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '' },
    { skip: databaseId === null || schema === null },
  );
  const metadata = useGetTableMetadataQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '', table: table ?? '' },
    { skip: databaseId === null || schema === null || table === null },
  );
  const [create, creation] = useCreateDatasetMutation();

  const submit = async () => {
    if (databaseId === null || table === null) return;
    const result = await create({ database: databaseId, schema, table_name: table });
    if ('data' in result) {
      dispatch(successToastAdded(t('Dataset %s has been created', table)));
      onClose();
    }
  };

  const loadError = schemas.error ?? tables.error ?? metadata.error;
  return (
    <Modal
      open
      title={t('New dataset')}
      onCancel={onClose}
      width={700}
      destroyOnHidden
      data-testid="create-dataset-modal"
      footer={
        <CancelSaveFooter
          onCancel={onClose}
          onSave={() => void submit()}
          saveTestId="create-dataset-submit"
          saveLabel={t('Create dataset')}
          disabled={databaseId === null || table === null}
          loading={creation.isLoading}
        />
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('Database')} htmlFor="pn-dataset-database">
          <Select<number>
            id="pn-dataset-database"
            aria-label={t('Database')}
            showSearch={{ filterOption: byLabel }}
            placeholder={t('Select database or type to search databases')}
            loading={databases.isLoading}
            value={databaseId ?? undefined}
            options={(databases.data ?? []).map((d) => ({ value: d.id, label: d.database_name }))}
            onChange={(value) => {
              setDatabaseId(value);
              setSchema(null);
              setTable(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('Schema')} htmlFor="pn-dataset-schema">
          <Select<string>
            id="pn-dataset-schema"
            aria-label={t('Schema')}
            showSearch={{ filterOption: byLabel }}
            placeholder={t('Select schema or type to search schemas')}
            disabled={databaseId === null}
            loading={schemas.isFetching}
            value={schema ?? undefined}
            options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
            onChange={(value) => {
              setSchema(value);
              setTable(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('Table')} htmlFor="pn-dataset-table">
          <Select<string>
            id="pn-dataset-table"
            aria-label={t('Table')}
            showSearch={{ filterOption: byLabel }}
            placeholder={t('Select table or type to search tables')}
            disabled={schema === null}
            loading={tables.isFetching}
            value={table ?? undefined}
            options={(tables.data ?? []).map((tb) => ({ value: tb.value, label: tb.value }))}
            onChange={setTable}
          />
        </Form.Item>
      </Form>
      {loadError ? <Alert type="error" showIcon title={errorMessage(loadError)} /> : null}
      {creation.error ? (
        <Alert
          className="pn-form-error"
          type="error"
          showIcon
          title={errorMessage(creation.error, t('An error has occurred'))}
        />
      ) : null}
      {table !== null ? (
        <Table<TableColumn>
          data-testid="table-columns-preview"
          size="small"
          rowKey="name"
          loading={metadata.isFetching}
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={metadata.data?.columns ?? []}
          columns={[
            { key: 'name', title: t('Column'), dataIndex: 'name' },
            { key: 'type', title: t('Type'), dataIndex: 'type' },
          ]}
        />
      ) : (
        <Empty description={t('Select a table to see its columns')} />
      )}
    </Modal>
  );
}
