/**
 * Create or edit an email report (or, from the list page, an alert). An existing report is
 * read in full first so every stored setting is shown. On a failed save the modal stays open
 * with everything typed, and the server's validation messages appear on their fields.
 */
import { Alert, Form, Modal, Spin } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { ownerName } from '../../components/list-view/ownerNames';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { successToastAdded } from '../../store/messageToastsSlice';
import { selectCurrentUser } from '../../store/userSlice';
import { AlertConditionFields } from './AlertConditionFields';
import { ReportAdvancedFields } from './ReportAdvancedFields';
import { ReportFields } from './ReportFields';
import {
  browserTimezone,
  buildReportBody,
  contentTypeOf,
  existingReportValues,
  formatChoices,
  newReportValues,
  reportFieldErrors,
  type ContentType,
  type ReportContext,
  type ReportFormField,
  type ReportFormValues,
} from './reportForm';
import { useCreateReportMutation, useGetReportQuery, useUpdateReportMutation } from './reportsApi';
import type { ReportDetail, ReportType } from './reportTypes';
import './reports.css';

export interface ReportModalProps {
  context: ReportContext;
  /** The report to edit; null to create one. */
  reportId: number | null;
  onClose: () => void;
}

const MODAL_WIDTH = 640;

function modalTitle(context: ReportContext, type: ReportType, editing: boolean): string {
  if (type === 'Alert') return editing ? t('Edit alert') : t('Add alert');
  if (editing) return t('Edit email report');
  return context.kind === 'list' ? t('Add report') : t('Schedule a new email report');
}

/** The fields this modal shows, so server errors on any of them land next to it. */
function shownFields(
  context: ReportContext,
  type: ReportType,
  content: ContentType,
): ReportFormField[] {
  const fields: ReportFormField[] = [
    'name',
    'description',
    'recipients',
    'crontab',
    'timezone',
    'report_format',
    'force_screenshot',
    'custom_width',
  ];
  if (context.kind === 'list') {
    fields.push(content, 'owners', 'active', 'working_timeout', 'log_retention');
  }
  if (type === 'Alert') fields.push('database', 'sql', 'condition', 'threshold', 'grace_period');
  return fields;
}

export function ReportModal({ context, reportId, onClose }: ReportModalProps) {
  const detail = useGetReportQuery(reportId ?? 0, {
    skip: reportId === null,
    // Always the stored state: another tab or user may have changed it.
    refetchOnMountOrArgChange: true,
  });
  // The report as first read once the mount's fetch is done: later refetches (after a save
  // elsewhere) must not remount the form and throw away what is being typed. Kept by adjusting
  // state while rendering (React's "storing information from previous renders"), so the form
  // appears in the same render the data arrives in.
  const [loaded, setLoaded] = useState<ReportDetail | null>(null);
  const fresh = detail.data !== undefined && !detail.isFetching ? detail.data : null;
  if (loaded === null && fresh !== null) setLoaded(fresh);
  if (reportId === null) {
    return <ReportFormModal context={context} existing={null} onClose={onClose} />;
  }
  const existing = loaded ?? fresh;
  if (existing !== null) {
    return <ReportFormModal context={context} existing={existing} onClose={onClose} />;
  }
  const type = context.kind === 'list' ? context.type : 'Report';
  return (
    <Modal
      open
      title={modalTitle(context, type, true)}
      footer={null}
      onCancel={onClose}
      width={MODAL_WIDTH}
    >
      {detail.error ? (
        <Alert
          type="error"
          showIcon
          title={t(
            'An error occurred while fetching %s info: %s',
            t('report'),
            errorMessage(detail.error),
          )}
        />
      ) : (
        <div className="pn-report-loading">
          <Spin />
        </div>
      )}
    </Modal>
  );
}

function ReportFormModal({
  context,
  existing,
  onClose,
}: {
  context: ReportContext;
  existing: ReportDetail | null;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [form] = Form.useForm<ReportFormValues>();
  const [createReport, creation] = useCreateReportMutation();
  const [updateReport, update] = useUpdateReportMutation();
  const initialValues =
    existing !== null
      ? existingReportValues(existing, browserTimezone())
      : newReportValues(
          context,
          user ? { id: user.id, email: user.email, label: ownerName(user) } : null,
          browserTimezone(),
        );
  const type = initialValues.type;
  const editing = existing !== null;
  const contentType = Form.useWatch('content_type', form) ?? initialValues.content_type;
  const shown = shownFields(context, type, contentTypeOf({ content_type: contentType }, context));
  const error = editing ? update.error : creation.error;
  const saving = creation.isLoading || update.isLoading;

  const submit = () => {
    // All values, not only the mounted fields': hidden ones (e.g. a header's fixed owners) count.
    const values = form.getFieldsValue(true) as ReportFormValues;
    const body = buildReportBody(values, context, { existing, userId: user?.id ?? null });
    const call = existing ? updateReport({ id: existing.id, body }) : createReport(body);
    call
      .unwrap()
      .then(() => {
        dispatch(
          successToastAdded(editing ? t('Report updated') : t('The report has been created')),
        );
        onClose();
      })
      .catch((err: unknown) => form.setFields(reportFieldErrors(err, shown)));
  };

  const unplaced = error !== undefined && reportFieldErrors(error, shown).length === 0;

  return (
    <Modal
      open
      title={modalTitle(context, type, editing)}
      okText={editing ? t('Save') : t('Add')}
      cancelText={t('Cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'report-modal-save' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={MODAL_WIDTH}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
    >
      <div data-testid="report-modal">
        {unplaced && (
          <Alert
            className="pn-form-error"
            type="error"
            showIcon
            data-testid="report-modal-error"
            title={
              editing
                ? t('An error occurred while saving %s: %s', t('report'), errorMessage(error))
                : t('An error occurred while creating %ss: %s', t('report'), errorMessage(error))
            }
          />
        )}
        <Form<ReportFormValues>
          form={form}
          layout="vertical"
          name="report-form"
          initialValues={initialValues}
          onFinish={submit}
          onValuesChange={(changed: Partial<ReportFormValues>) => {
            // CSV and text need a chart; switching to a dashboard falls back to an image.
            if (changed.content_type !== undefined) {
              const format = form.getFieldValue(
                'report_format',
              ) as ReportFormValues['report_format'];
              if (!formatChoices(changed.content_type).includes(format)) {
                form.setFieldValue('report_format', 'PNG');
              }
            }
          }}
        >
          {type === 'Alert' && <AlertConditionFields />}
          <ReportFields context={context} />
          {context.kind === 'list' && <ReportAdvancedFields type={type} />}
        </Form>
      </div>
    </Modal>
  );
}
