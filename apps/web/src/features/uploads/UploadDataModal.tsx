/**
 * "CSV Upload" / "Excel Upload" / "Columnar Upload" (Superset's UploadDataModal): pick a file, a
 * database that accepts uploads, a schema and a table name, adjust how the file is read, then
 * Upload. The file's columns (and sheets) are read by the server as soon as it is picked, to
 * preview them and offer them in the column pickers. The upload shows its progress; on success
 * a toast names the table and the modal offers to explore the new dataset. Mount it only while
 * open, so every upload starts from a clean form.
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Collapse,
  Form,
  Input,
  Progress,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  Upload,
} from 'antd';
import type { UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { InputModal } from '../../components/modals/InputModal';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import {
  DEFAULT_UPLOAD_VALUES,
  columnsOf,
  delimiterOptions,
  formProblems,
  isFieldShown,
  schemaChoices,
  sheetNames,
  suggestedTableName,
  uploadFormData,
  uploadUrl,
  type UploadFormValues,
} from './uploadForm';
import { problemStatus } from './problemStatus';
import { acceptAttribute, uploadKindLabels, type UploadKind } from './uploadKinds';
import { sendUpload, type UploadResult } from './uploadRequest';
import { UploadSuccess } from './UploadSuccess';
import { useFileMetadata } from './useFileMetadata';
import {
  datasetListsChanged,
  useGetUploadDatabasesQuery,
  useGetUploadSchemaAccessQuery,
  useGetUploadSchemasQuery,
} from './uploadsApi';
import { columnsPanel, fileSettingsPanel, rowsPanel } from './UploadOptionsSections';
import './uploadModal.css';

const byLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());

/** The panel each checked field lives in. */
const PANEL_OF_FIELD: Record<string, string> = {
  file: 'general',
  database_id: 'general',
  table_name: 'general',
  column_data_types: 'columns',
  header_row: 'rows',
  skip_rows: 'rows',
};

function panelHeader(title: string, helper: string) {
  return (
    <div className="pn-upload-panel-header">
      <div className="pn-upload-panel-title">{title}</div>
      <Typography.Text type="secondary">{helper}</Typography.Text>
    </div>
  );
}

export function UploadDataModal({ kind, onClose }: { kind: UploadKind; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const labels = uploadKindLabels(kind);
  const [values, setValues] = useState<UploadFormValues>({ ...DEFAULT_UPLOAD_VALUES });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [openPanel, setOpenPanel] = useState<string>('general');

  const databases = useGetUploadDatabasesQuery();
  const databaseId = values.database_id;
  const schemaAccess = useGetUploadSchemaAccessQuery(databaseId ?? 0, {
    skip: databaseId === null,
  });
  const allSchemas = useGetUploadSchemasQuery(databaseId ?? 0, { skip: databaseId === null });
  const schemas = schemaChoices(schemaAccess.data ?? [], allSchemas.data ?? []);

  const set = <F extends keyof UploadFormValues>(field: F, value: UploadFormValues[F]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const metadata = useFileMetadata(kind, file, preview, values);
  const sheets = sheetNames(metadata.items);
  const columns = columnsOf(metadata.items, values.sheet_name);
  const problems = useMemo(() => formProblems(values, file, kind), [values, file, kind]);
  const shownProblems = submitted ? problems : {};
  const uploading = progress !== null;

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFailure(null);
    setValues((previous) => ({
      ...previous,
      sheet_name: null,
      table_name: previous.table_name || suggestedTableName(chosen.name),
    }));
  };

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    const firstProblem = Object.keys(problems)[0];
    if (firstProblem !== undefined) {
      // Show the panel holding the first problem: an accordion hides the others.
      setOpenPanel(PANEL_OF_FIELD[firstProblem] ?? 'general');
      return;
    }
    if (file === null || values.database_id === null) return;
    setProgress(0);
    try {
      const uploaded = await sendUpload({
        url: uploadUrl(values.database_id),
        body: uploadFormData(values, kind, file),
        onProgress: setProgress,
      });
      dispatch(datasetListsChanged());
      dispatch(
        successToastAdded(
          t('Data Imported: table %s', `${uploaded.schema}.${uploaded.table_name}`),
        ),
      );
      setResult(uploaded);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };

  const fileList: UploadFile[] =
    file === null ? [] : [{ uid: 'upload-file', name: file.name, status: 'done' }];
  const optionProps = { kind, values, onChange: set, columns, problems: shownProblems };

  const general = (
    <>
      <div className="pn-upload-file-row">
        <Form.Item label={labels.file} required {...problemStatus(shownProblems.file)}>
          <Upload
            accept={acceptAttribute(kind)}
            maxCount={1}
            fileList={fileList}
            beforeUpload={(chosen) => {
              chooseFile(chosen);
              // Never upload on pick: the Upload button sends the file with its options.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />} data-testid="upload-select-file">
              {t('Select')}
            </Button>
          </Upload>
        </Form.Item>
        <label className="pn-upload-switch">
          <Switch
            size="small"
            checked={preview}
            onChange={setPreview}
            data-testid="upload-preview"
          />
          <span>{t('Preview uploaded file')}</span>
        </label>
      </div>
      {preview && columns.length > 0 ? (
        <div className="pn-upload-columns" data-testid="upload-columns-preview">
          <Typography.Text type="secondary">{t('Columns:')}</Typography.Text>
          <div>
            {columns.map((column) => (
              <Tag key={column}>{column}</Tag>
            ))}
          </div>
        </div>
      ) : null}
      {metadata.failed ? (
        <Alert
          type="warning"
          showIcon
          title={t('Failed to process file content')}
          description={errorMessage(metadata.error)}
        />
      ) : null}
      <Form.Item label={t('Database')} required {...problemStatus(shownProblems.database_id)}>
        <Select<number>
          aria-label={t('Select a database')}
          placeholder={t('Select a database to upload the file to')}
          showSearch={{ filterOption: byLabel }}
          allowClear
          loading={databases.isLoading}
          value={values.database_id ?? undefined}
          options={(databases.data ?? []).map((d) => ({ value: d.id, label: d.database_name }))}
          onChange={(value: number | undefined) =>
            setValues((previous) => ({ ...previous, database_id: value ?? null, schema: null }))
          }
          data-testid="upload-database"
        />
      </Form.Item>
      <Form.Item label={t('Schema')}>
        <Select<string>
          aria-label={t('Select a schema')}
          placeholder={t('Select a schema if the database supports this')}
          showSearch={{ filterOption: byLabel }}
          allowClear
          disabled={values.database_id === null}
          loading={schemaAccess.isFetching || allSchemas.isFetching}
          value={values.schema ?? undefined}
          options={schemas.map((s) => ({ value: s, label: s }))}
          onChange={(value: string | undefined) => set('schema', value ?? null)}
          data-testid="upload-schema"
        />
      </Form.Item>
      <Form.Item label={t('Table Name')} required {...problemStatus(shownProblems.table_name)}>
        <Input
          aria-label={t('Table Name')}
          placeholder={t('Name of table to be created')}
          value={values.table_name}
          onChange={(event) => set('table_name', event.target.value)}
          data-testid="upload-table-name"
        />
      </Form.Item>
      {isFieldShown('delimiter', kind) ? (
        <Form.Item label={t('Delimiter')} tooltip={t('Select a delimiter for this data')}>
          <Select
            aria-label={t('Choose a delimiter')}
            value={values.delimiter}
            options={delimiterOptions()}
            showSearch
            onSearch={(typed) => {
              if ([...typed].length === 1) set('delimiter', typed);
            }}
            onChange={(value: string) => set('delimiter', value)}
          />
        </Form.Item>
      ) : null}
      {isFieldShown('sheet_name', kind) ? (
        <Form.Item label={t('Sheet name')}>
          <Select<string>
            aria-label={t('Choose sheet name')}
            placeholder={t('Select a sheet name from the uploaded file')}
            allowClear
            value={values.sheet_name ?? undefined}
            options={sheets.map((s) => ({ value: s, label: s }))}
            onChange={(value: string | undefined) => set('sheet_name', value ?? null)}
          />
        </Form.Item>
      ) : null}
    </>
  );

  const panels = [
    {
      key: 'general',
      label: panelHeader(t('General information'), t('Upload a file to a database.')),
      children: general,
      forceRender: true,
    },
    {
      key: 'file',
      label: panelHeader(
        t('File Settings'),
        t('Adjust how spaces, blank lines, null values are handled and other file wide settings.'),
      ),
      children: fileSettingsPanel(optionProps),
    },
    {
      key: 'columns',
      label: panelHeader(
        t('Columns'),
        t(
          'Adjust column settings such as specifying the columns to read, how duplicates are handled, column data types, and more.',
        ),
      ),
      children: columnsPanel(optionProps),
    },
    ...(isFieldShown('header_row', kind)
      ? [
          {
            key: 'rows',
            label: panelHeader(
              t('Rows'),
              t('Set header rows and the number of rows to read or skip.'),
            ),
            children: rowsPanel(optionProps),
          },
        ]
      : []),
  ];

  return (
    <InputModal
      title={labels.title}
      width={560}
      centered
      onCancel={uploading ? undefined : onClose}
      closable={!uploading}
      destroyOnHidden
      data-testid="upload-modal"
      footer={
        result === null ? (
          <Space>
            <Button onClick={onClose} disabled={uploading}>
              {t('Cancel')}
            </Button>
            <Button
              type="primary"
              loading={uploading}
              onClick={() => void submit()}
              data-testid="upload-submit"
            >
              {t('Upload')}
            </Button>
          </Space>
        ) : null
      }
    >
      {result !== null ? (
        <UploadSuccess result={result} onClose={onClose} />
      ) : (
        <Form layout="vertical" className="pn-upload-form" component="div">
          <Collapse
            accordion
            activeKey={openPanel}
            onChange={(keys) => setOpenPanel(keys[0] ?? '')}
            items={panels}
            className="pn-upload-collapse"
          />
          {uploading ? (
            <Progress percent={progress} status="active" data-testid="upload-progress" />
          ) : null}
          {failure !== null ? (
            <Alert
              type="error"
              showIcon
              title={failure}
              data-testid="upload-error"
              className="pn-upload-error"
            />
          ) : null}
        </Form>
      )}
    </InputModal>
  );
}
