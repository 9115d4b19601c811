/** Edit a chart's name, description, cache timeout, certification and owners from the list. */
import { Form, Input, InputNumber, Modal } from 'antd';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import { ownerName } from '../../components/list-view/ownerNames';
import { RelatedSelect } from '../../components/list-view/RelatedSelect';
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
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

function blankToNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

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
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [update, { isLoading, error }] = useUpdateChartPropertiesMutation();

  const submit = (values: Values) => {
    const certifiedBy = blankToNull(values.certified_by);
    const body: ChartPropertiesBody = {
      slice_name: values.slice_name.trim(),
      description: blankToNull(values.description),
      cache_timeout: values.cache_timeout ?? null,
      certified_by: certifiedBy,
      certification_details:
        certifiedBy === null ? null : blankToNull(values.certification_details),
      owners: values.owners.map((owner) => owner.value),
    };
    update({ id: chart.id, body })
      .unwrap()
      .then(() => {
        dispatch(successToastAdded(t('Chart properties updated')));
        onSaved?.(body);
        onClose();
      })
      .catch((err: unknown) => form.setFields(fieldErrorsOf(err, FIELDS)));
  };

  return (
    <Modal
      open
      title={t('Edit Chart Properties')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormErrorAlert
        error={error}
        fields={FIELDS}
        describe={(message) => t('An error occurred while saving %s: %s', t('chart'), message)}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        name="chart-properties"
        onFinish={submit}
        initialValues={{
          slice_name: chart.slice_name,
          description: chart.description ?? '',
          cache_timeout: chart.cache_timeout,
          certified_by: chart.certified_by ?? '',
          certification_details: chart.certification_details ?? '',
          owners: chart.owners.map((owner) => ({ value: owner.id, label: ownerName(owner) })),
        }}
      >
        <Form.Item
          name="slice_name"
          label={t('Name')}
          rules={[{ required: true, whitespace: true, message: t('This is a required field') }]}
        >
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
        <Form.Item name="certified_by" label={t('Certified by')}>
          <Input maxLength={1000} />
        </Form.Item>
        <Form.Item name="certification_details" label={t('Certification details')}>
          <Input.TextArea rows={2} maxLength={10_000} />
        </Form.Item>
        <Form.Item name="owners" label={t('Owners')}>
          <RelatedSelect
            source={{ type: 'related', resource: 'chart', column: 'owners' }}
            what={t('Owners')}
            aria-label={t('Owners')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
