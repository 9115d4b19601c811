/** Edit a dashboard's title, slug, owners and certification from the list. */
import { Form, Input, Modal } from 'antd';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import { ownerName } from '../../components/list-view/ownerNames';
import { RelatedSelect } from '../../components/list-view/RelatedSelect';
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import { useUpdateDashboardPropertiesMutation } from './dashboardsApi';
import type { DashboardListItem } from './dashboardTypes';

interface Values {
  dashboard_title: string;
  slug: string;
  owners: LabeledId[];
  certified_by: string;
  certification_details: string;
}

const FIELDS: Array<keyof Values> = [
  'dashboard_title',
  'slug',
  'owners',
  'certified_by',
  'certification_details',
];

function blankToNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export function DashboardPropertiesModal({
  dashboard,
  onClose,
}: {
  dashboard: DashboardListItem;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [update, { isLoading, error }] = useUpdateDashboardPropertiesMutation();

  const submit = (values: Values) => {
    const certifiedBy = blankToNull(values.certified_by);
    update({
      id: dashboard.id,
      body: {
        dashboard_title: values.dashboard_title.trim(),
        slug: blankToNull(values.slug),
        owners: values.owners.map((owner) => owner.value),
        certified_by: certifiedBy,
        // Spec 1 section 5: details are kept only when someone certified the dashboard.
        certification_details:
          certifiedBy === null ? null : blankToNull(values.certification_details),
      },
    })
      .unwrap()
      .then(() => {
        dispatch(successToastAdded(t('This dashboard was saved successfully.')));
        onClose();
      })
      .catch((err: unknown) => form.setFields(fieldErrorsOf(err, FIELDS)));
  };

  return (
    <Modal
      open
      title={t('Dashboard properties')}
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
        describe={(message) => t('Sorry, there was an error saving this dashboard: %s', message)}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        name="dashboard-properties"
        onFinish={submit}
        initialValues={{
          dashboard_title: dashboard.dashboard_title,
          slug: dashboard.slug ?? '',
          owners: dashboard.owners.map((owner) => ({ value: owner.id, label: ownerName(owner) })),
          certified_by: dashboard.certified_by ?? '',
          certification_details: dashboard.certification_details ?? '',
        }}
      >
        <Form.Item
          name="dashboard_title"
          label={t('Title')}
          rules={[{ required: true, whitespace: true, message: t('This is a required field') }]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="slug" label={t('URL slug')}>
          <Input maxLength={255} placeholder={t('A readable URL for your dashboard')} />
        </Form.Item>
        <Form.Item name="owners" label={t('Owners')}>
          <RelatedSelect
            source={{ type: 'related', resource: 'dashboard', column: 'owners' }}
            what={t('Owners')}
            aria-label={t('Owners')}
          />
        </Form.Item>
        <Form.Item name="certified_by" label={t('Certified by')}>
          <Input maxLength={1000} />
        </Form.Item>
        <Form.Item name="certification_details" label={t('Certification details')}>
          <Input.TextArea rows={2} maxLength={10_000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
