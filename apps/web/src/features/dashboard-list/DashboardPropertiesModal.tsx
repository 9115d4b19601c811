/**
 * The dashboard properties dialog, opened from the dashboard list and from the dashboard page:
 * title, slug, owners, roles (only with DASHBOARD_RBAC), certification, colour scheme, refresh
 * frequency, the JSON metadata and the custom CSS. From the list it saves at once; the
 * dashboard page passes `onSubmit` (in edit mode the values wait for the dashboard's Save).
 */
import { Alert, Divider, Form, Input, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { CATEGORICAL_SCHEMES } from '@panorama/core/color/color-schemes';
import { errorMessage } from '../../api/errorMessage';
import {
  blankToNull,
  CertificationFields,
  certificationOf,
} from '../../components/forms/certificationFields';
import { requiredTextRule } from '../../components/forms/requiredRule';
import { FormErrorAlert } from '../../components/list-view/FormErrorAlert';
import { fieldErrorsOf } from '../../components/list-view/fieldErrors';
import { ownerName, type OwnerRef } from '../../components/list-view/ownerNames';
import { RelatedSelect } from '../../components/list-view/RelatedSelect';
import type { LabeledId } from '../../components/list-view/RelatedSelect';
import { OwnersField } from '../../components/forms/OwnersField';
import { t } from '../../i18n/t';
import { selectFeatureFlag } from '../../store/commonSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import { useGetDashboardQuery } from '../dashboard-page';
import type { RoleRef } from '../dashboard-page';
import { refreshIntervalOptions } from '../dashboard-page';
import {
  fieldsFromMetadata,
  metadataText,
  metadataTextWithFields,
  parseMetadataText,
  type MetadataObject,
} from './dashboardPropertiesForm';
import { useUpdateDashboardPropertiesMutation } from './dashboardsApi';
import './dashboardProperties.css';

/** What the dialog edits. The list row lacks metadata, CSS and roles; the dialog reads them. */
export interface DashboardPropertiesSource {
  id: number;
  dashboard_title: string;
  slug: string | null;
  owners: OwnerRef[];
  certified_by: string | null;
  certification_details: string | null;
  roles?: RoleRef[];
  json_metadata?: string | null;
  css?: string | null;
}

/** The dialog's result, ready for the page or the API. */
export interface DashboardPropertiesResult {
  title: string;
  slug: string | null;
  owners: OwnerRef[];
  roles: RoleRef[];
  certifiedBy: string | null;
  certificationDetails: string | null;
  metadata: MetadataObject;
  css: string;
}

interface Values {
  dashboard_title: string;
  slug: string;
  owners: LabeledId[];
  /** Absent unless DASHBOARD_RBAC puts the field on the form. */
  roles?: LabeledId[];
  certified_by: string;
  certification_details: string;
  color_scheme: string | undefined;
  refresh_frequency: number;
  json_metadata: string;
  css: string;
}

const FIELDS: Array<keyof Values> = [
  'dashboard_title',
  'slug',
  'owners',
  'roles',
  'certified_by',
  'certification_details',
  'json_metadata',
  'css',
];

function parseStoredMetadata(text: string | null | undefined): MetadataObject {
  return parseMetadataText(text ?? '') ?? {};
}

function resultOf(values: Values): DashboardPropertiesResult {
  const metadata = parseMetadataText(values.json_metadata) ?? {};
  return {
    title: values.dashboard_title.trim(),
    slug: blankToNull(values.slug),
    owners: values.owners.map((owner) => ({
      id: owner.value,
      first_name: owner.label,
      last_name: '',
    })),
    roles: (values.roles ?? []).map((role) => ({ id: role.value, name: role.label })),
    ...certificationOf(values),
    metadata,
    css: values.css,
  };
}

function SchemeLabel({ label, colors }: { label: string; colors: string[] }) {
  return (
    <span className="pn-props-scheme">
      <span>{label}</span>
      <span className="pn-props-scheme-swatches">
        {colors.slice(0, 8).map((color, index) => (
          <span key={index} className="pn-props-scheme-swatch" style={{ background: color }} />
        ))}
      </span>
    </span>
  );
}

export interface DashboardPropertiesModalProps {
  dashboard: DashboardPropertiesSource;
  onClose: () => void;
  /** Replaces the immediate save of the list (the dashboard page decides what Apply means). */
  onSubmit?: (result: DashboardPropertiesResult) => Promise<void>;
  /** The OK button's label: 'Save' by default, 'Apply' where the values wait for a later save. */
  submitLabel?: string;
}

export function DashboardPropertiesModal(props: DashboardPropertiesModalProps) {
  const { dashboard } = props;
  // The list row has no metadata, CSS or roles: read the dashboard for them.
  const needsDetail = dashboard.json_metadata === undefined;
  const detail = useGetDashboardQuery(String(dashboard.id), { skip: !needsDetail });
  const source: DashboardPropertiesSource = needsDetail
    ? { ...dashboard, ...(detail.data?.result ?? {}) }
    : dashboard;

  if (needsDetail && detail.isLoading) {
    return (
      <Modal open title={t('Dashboard properties')} footer={null} onCancel={props.onClose}>
        <Spin />
      </Modal>
    );
  }
  return <PropertiesForm {...props} dashboard={source} />;
}

function PropertiesForm({
  dashboard,
  onClose,
  onSubmit,
  submitLabel,
}: DashboardPropertiesModalProps) {
  const dispatch = useAppDispatch();
  const rbac = useAppSelector((state) => selectFeatureFlag(state, 'DASHBOARD_RBAC'));
  const [form] = Form.useForm<Values>();
  const [update, { isLoading, error }] = useUpdateDashboardPropertiesMutation();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const metadata = parseStoredMetadata(dashboard.json_metadata);
  const fields = fieldsFromMetadata(metadata);
  const frequencyOptions = refreshIntervalOptions();
  if (!frequencyOptions.some((option) => option.value === fields.refreshFrequency)) {
    frequencyOptions.push({
      value: fields.refreshFrequency,
      label: t('%s seconds', fields.refreshFrequency),
    });
  }

  const submit = (values: Values) => {
    const result = resultOf(values);
    if (onSubmit) {
      setSubmitting(true);
      setSubmitError(null);
      onSubmit(result)
        .then(onClose)
        .catch((err: unknown) => {
          const fieldErrors = fieldErrorsOf(err, FIELDS);
          if (fieldErrors.length > 0) form.setFields(fieldErrors);
          else setSubmitError(errorMessage(err));
        })
        .finally(() => setSubmitting(false));
      return;
    }
    update({
      id: dashboard.id,
      body: {
        dashboard_title: result.title,
        slug: result.slug,
        owners: result.owners.map((owner) => owner.id),
        ...(rbac ? { roles: result.roles.map((role) => role.id) } : {}),
        certified_by: result.certifiedBy,
        certification_details: result.certificationDetails,
        ...(dashboard.json_metadata !== undefined
          ? { json_metadata: JSON.stringify(result.metadata), css: result.css }
          : {}),
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
      okText={submitLabel ?? t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={isLoading || submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      data-testid="dashboard-properties-modal"
    >
      <FormErrorAlert
        error={error}
        fields={FIELDS}
        describe={(message) => t('Sorry, there was an error saving this dashboard: %s', message)}
      />
      {submitError !== null && (
        <Alert
          className="pn-form-error"
          type="error"
          showIcon
          title={t('Sorry, there was an error saving this dashboard: %s', submitError)}
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        name="dashboard-properties"
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>, all: Values) => {
          if ('color_scheme' in changed || 'refresh_frequency' in changed) {
            form.setFieldValue(
              'json_metadata',
              metadataTextWithFields(all.json_metadata, {
                colorScheme: all.color_scheme,
                refreshFrequency: all.refresh_frequency,
              }),
            );
          } else if ('json_metadata' in changed) {
            const parsed = parseMetadataText(all.json_metadata);
            if (parsed !== null) {
              const next = fieldsFromMetadata(parsed);
              form.setFieldsValue({
                color_scheme: next.colorScheme,
                refresh_frequency: next.refreshFrequency,
              });
            }
          }
        }}
        initialValues={{
          dashboard_title: dashboard.dashboard_title,
          slug: dashboard.slug ?? '',
          owners: dashboard.owners.map((owner) => ({ value: owner.id, label: ownerName(owner) })),
          roles: (dashboard.roles ?? []).map((role) => ({ value: role.id, label: role.name })),
          certified_by: dashboard.certified_by ?? '',
          certification_details: dashboard.certification_details ?? '',
          color_scheme: fields.colorScheme,
          refresh_frequency: fields.refreshFrequency,
          json_metadata: metadataText(metadata),
          css: dashboard.css ?? '',
        }}
      >
        <Divider titlePlacement="start" plain>
          {t('Basic information')}
        </Divider>
        <Form.Item name="dashboard_title" label={t('Title')} rules={[requiredTextRule()]}>
          <Input maxLength={500} data-testid="properties-title" />
        </Form.Item>
        <Form.Item name="slug" label={t('URL slug')}>
          <Input maxLength={255} placeholder={t('A readable URL for your dashboard')} />
        </Form.Item>

        <Divider titlePlacement="start" plain>
          {t('Access')}
        </Divider>
        <OwnersField resource="dashboard" />
        {rbac && (
          <Form.Item
            name="roles"
            label={t('Roles')}
            extra={t(
              'Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply.',
            )}
          >
            <RelatedSelect
              source={{ type: 'related', resource: 'dashboard', column: 'roles' }}
              what={t('Roles')}
              aria-label={t('Roles')}
            />
          </Form.Item>
        )}

        <Divider titlePlacement="start" plain>
          {t('Certification')}
        </Divider>
        <CertificationFields />

        {dashboard.json_metadata !== undefined && (
          <>
            <Divider titlePlacement="start" plain>
              {t('Colors and refresh')}
            </Divider>
            <Form.Item name="color_scheme" label={t('Color scheme')}>
              <Select
                allowClear
                placeholder={t('Select scheme')}
                aria-label={t('Color scheme')}
                options={CATEGORICAL_SCHEMES.map((scheme) => ({
                  value: scheme.id,
                  label: <SchemeLabel label={t(scheme.label)} colors={scheme.colors} />,
                }))}
              />
            </Form.Item>
            <Form.Item name="refresh_frequency" label={t('Refresh frequency')}>
              <Select aria-label={t('Refresh frequency')} options={frequencyOptions} />
            </Form.Item>

            <Divider titlePlacement="start" plain>
              {t('Advanced')}
            </Divider>
            <Form.Item
              name="json_metadata"
              label={t('JSON metadata')}
              rules={[
                {
                  validator: (_rule, value: string) =>
                    parseMetadataText(value ?? '') === null
                      ? Promise.reject(new Error(t('JSON metadata is invalid!')))
                      : Promise.resolve(),
                },
              ]}
            >
              <Input.TextArea
                className="pn-props-code"
                autoSize={{ minRows: 6, maxRows: 16 }}
                spellCheck={false}
                aria-label={t('JSON metadata')}
                data-testid="properties-json-metadata"
              />
            </Form.Item>
            <Form.Item
              name="css"
              label={t('CSS')}
              extra={t('Styles for this dashboard. Rules that load remote content are removed.')}
            >
              <Input.TextArea
                className="pn-props-code"
                autoSize={{ minRows: 4, maxRows: 16 }}
                spellCheck={false}
                maxLength={100_000}
                aria-label={t('CSS')}
                data-testid="properties-css"
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
