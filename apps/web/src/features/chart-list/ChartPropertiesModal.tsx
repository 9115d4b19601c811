/** Edit a chart's name, description, cache timeout, certification and owners from the list. */
import { Form, Input, InputNumber } from 'antd';
import {
  blankToNull,
  CertificationFields,
  certificationOf,
} from '../../components/forms/certificationFields';
import { ResourceFormModal } from '../../components/forms/ResourceFormModal';
import { requiredTextRule } from '../../components/forms/requiredRule';
import { ownerName } from '../../components/list-view/ownerNames';
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import { OwnersField } from '../../components/forms/OwnersField';
import { t } from '../../i18n/t';
import { useUpdateChartPropertiesMutation, type ChartPropertiesBody } from './chartsApi';
import type { ChartListItem } from './chartTypes';

interface Values {
  slice_name: string;
  description: string;
  cache_timeout: number | null;
  certified_by: string;
  certification_details: string;
  owners: LabeledId[];
}

const FIELDS: Array<keyof Values> = [
  'slice_name',
  'description',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'owners',
];

export function ChartPropertiesModal({
  chart,
  onClose,
  onSaved,
}: {
  chart: ChartListItem;
  onClose: () => void;
  /** Told the saved values (explore keeps its header in step). */
  onSaved?: (body: ChartPropertiesBody) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [update, { isLoading, error }] = useUpdateChartPropertiesMutation();

  const save = (values: Values) => {
    const { certifiedBy, certificationDetails } = certificationOf(values);
    const body: ChartPropertiesBody = {
      slice_name: values.slice_name.trim(),
      description: blankToNull(values.description),
      cache_timeout: values.cache_timeout ?? null,
      certified_by: certifiedBy,
      certification_details: certificationDetails,
      owners: values.owners.map((owner) => owner.value),
    };
    return update({ id: chart.id, body })
      .unwrap()
      .then(() => {
        onSaved?.(body);
        return t('Chart properties updated');
      });
  };

  return (
    <ResourceFormModal
      form={form}
      name="chart-properties"
      title={t('Edit Chart Properties')}
      noun={t('chart')}
      isNew={false}
      initialValues={{
        slice_name: chart.slice_name,
        description: chart.description ?? '',
        cache_timeout: chart.cache_timeout,
        certified_by: chart.certified_by ?? '',
        certification_details: chart.certification_details ?? '',
        owners: chart.owners.map((owner) => ({ value: owner.id, label: ownerName(owner) })),
      }}
      fields={FIELDS}
      error={error}
      saving={isLoading}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="slice_name" label={t('Name')} rules={[requiredTextRule()]}>
        <Input maxLength={250} />
      </Form.Item>
      <Form.Item name="description" label={t('Description')}>
        <Input.TextArea rows={3} maxLength={10_000} />
      </Form.Item>
      <Form.Item
        name="cache_timeout"
        label={t('Cache timeout')}
        extra={t(
          "Duration (in seconds) of the caching timeout for this chart. Leave empty to use the dataset's.",
        )}
      >
        <InputNumber min={0} precision={0} className="pn-full-width" />
      </Form.Item>
      <CertificationFields />
      <OwnersField resource="chart" />
    </ResourceFormModal>
  );
}
