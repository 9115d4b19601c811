/**
 * The Source tab (where the dataset's rows come from, read-only) and the Settings tab
 * (description, cache timeout, owners, extra JSON, default URL).
 */
import { Descriptions, Form, Input, InputNumber, Typography } from 'antd';
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import { RelatedSelect } from '../../components/list-view/RelatedSelect';
import { t } from '../../i18n/t';
import { isJsonObjectText } from './datasetDraft';
import type { DatasourceJson } from '../../models/datasourceTypes';

export function SourceTab({ draft }: { draft: DatasourceJson }) {
  const virtual = (draft.sql ?? '').trim() !== '';
  return (
    <Descriptions column={1} bordered size="small" data-testid="dataset-source">
      <Descriptions.Item label={t('Type')}>
        {virtual ? t('Virtual (SQL)') : t('Physical (table or view)')}
      </Descriptions.Item>
      <Descriptions.Item label={t('Database')}>{draft.database.database_name}</Descriptions.Item>
      <Descriptions.Item label={t('Schema')}>{draft.schema ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('Table name')}>{draft.table_name}</Descriptions.Item>
      {virtual ? (
        <Descriptions.Item label={t('SQL')}>
          <Typography.Paragraph className="pn-dataset-sql" code>
            {draft.sql}
          </Typography.Paragraph>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

export interface SettingsTabProps {
  draft: DatasourceJson;
  owners: LabeledId[];
  onOwnersChange: (owners: LabeledId[]) => void;
  onChange: (patch: Partial<DatasourceJson>) => void;
  disabled: boolean;
}

export function SettingsTab({
  draft,
  owners,
  onOwnersChange,
  onChange,
  disabled,
}: SettingsTabProps) {
  const extraValid = isJsonObjectText(draft.extra);
  return (
    <Form layout="vertical" component="div" disabled={disabled}>
      <Form.Item label={t('Description')} htmlFor="pn-dataset-description">
        <Input.TextArea
          id="pn-dataset-description"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.description ?? ''}
          onChange={(event) => onChange({ description: event.target.value || null })}
        />
      </Form.Item>
      <Form.Item
        label={t('Default URL')}
        htmlFor="pn-dataset-default-url"
        extra={t('Default URL to redirect to when accessing from the dataset list page')}
      >
        <Input
          id="pn-dataset-default-url"
          value={draft.default_endpoint ?? ''}
          onChange={(event) => onChange({ default_endpoint: event.target.value || null })}
        />
      </Form.Item>
      <Form.Item label={t('Owners')} htmlFor="pn-dataset-owners">
        <RelatedSelect
          id="pn-dataset-owners"
          aria-label={t('Owners')}
          source={{ type: 'related', resource: 'dataset', column: 'owners' }}
          what={t('owners')}
          value={owners}
          onChange={onOwnersChange}
        />
      </Form.Item>
      <Form.Item
        label={t('Cache timeout')}
        htmlFor="pn-dataset-cache-timeout"
        extra={t('The duration of time in seconds before the cache is invalidated.')}
      >
        <InputNumber<number>
          id="pn-dataset-cache-timeout"
          style={{ width: 200 }}
          value={draft.cache_timeout}
          onChange={(value) => onChange({ cache_timeout: value ?? null })}
        />
      </Form.Item>
      <Form.Item
        label={t('Extra')}
        htmlFor="pn-dataset-extra"
        validateStatus={extraValid ? undefined : 'error'}
        help={extraValid ? undefined : t('Extra must be a valid JSON object')}
        extra={t('Extra data to specify table metadata, as a JSON object.')}
      >
        <Input.TextArea
          id="pn-dataset-extra"
          className="pn-dataset-json"
          autoSize={{ minRows: 3, maxRows: 10 }}
          value={draft.extra ?? ''}
          onChange={(event) => onChange({ extra: event.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
